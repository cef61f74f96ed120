import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageStates, type ContactMessage } from '@bandwise/core';
import { messageOr } from '../../api/client';
import { buttonClass } from '../../components/Button/Button';
import * as page from '../../pages/page.css';
import { staffApi, staffKeys } from '../api';
import { QueryStatus } from '../StaffTable';
import { formatWhen } from '../format';
import * as styles from '../staff.css';

type State = (typeof messageStates)[number];
const stateLabels: Record<State, string> = { all: 'All messages', unread: 'Unread', read: 'Read' };

/** The number to answer on: the one typed in the form, else the sender's account phone. */
function replyPhone(message: ContactMessage): string | null {
  const phone = (message.phone_number || message.user_phone || '').replace(/[^\d+]/g, '');
  return phone.replace(/\D/g, '').length >= 7 ? (phone.startsWith('+') ? phone : `+${phone}`) : null;
}

function MessageCard({ message }: { message: ContactMessage }) {
  const client = useQueryClient();
  const mark = useMutation({
    mutationFn: (read: boolean) => staffApi.markMessage(message.id, read),
    onSuccess: () => void client.invalidateQueries({ queryKey: staffKeys.allMessages }),
  });
  const unread = message.read_at === null;
  const phone = replyPhone(message);
  const name = `${message.first_name} ${message.last_name}`;
  return (
    <article className={`${page.card} ${styles.message}`} data-unread={unread} aria-label={`Message from ${name}`}>
      <div className={styles.messageHead}>
        <div>
          <strong>{name}</strong> <span className={styles.pill} data-tone={unread ? 'busy' : 'good'}>{unread ? 'Unread' : 'Read'}</span>
          <div className={styles.muted}>
            {message.email}
            {phone ? ` · ${phone}` : ''}
          </div>
        </div>
        <span className={styles.muted}>{formatWhen(message.created_at)}</span>
      </div>
      <p className={styles.prose}>{message.message}</p>
      <div className={page.actions}>
        {phone && (
          <>
            <a className={buttonClass({ size: 'sm' })} href={`https://t.me/${phone}`} target="_blank" rel="noreferrer">
              Reply on Telegram
            </a>
            <a className={buttonClass({ size: 'sm', tone: 'secondary' })} href={`tel:${phone}`}>
              Call {phone}
            </a>
          </>
        )}
        <a className={buttonClass({ size: 'sm', tone: 'secondary' })} href={`mailto:${message.email}`}>
          Email
        </a>
        <button type="button" className={buttonClass({ size: 'sm', tone: 'ghost' })} disabled={mark.isPending} onClick={() => mark.mutate(unread)}>
          {unread ? 'Mark read' : 'Mark unread'}
        </button>
      </div>
      {mark.isError && (
        <p className={styles.error} role="alert">
          {messageOr(mark.error, 'The message was not marked.')}
        </p>
      )}
    </article>
  );
}

/** /admin/messages?q=&state=: the contact form's messages, newest first, to read, mark and answer. */
export function MessagesPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const state = (messageStates as readonly string[]).includes(params.get('state') ?? '') ? (params.get('state') as State) : 'unread';
  const [text, setText] = useState(q);
  const query = useQuery({
    queryKey: staffKeys.messages(q, state),
    queryFn: ({ signal }) => staffApi.messages({ q: q || undefined, state }, signal),
    placeholderData: keepPreviousData,
  });
  const go = (next: { q?: string; state?: State }) => {
    const merged = { q, state, ...next };
    setParams({ ...(merged.q ? { q: merged.q } : {}), state: merged.state });
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    go({ q: text.trim() });
  };
  return (
    <>
      <h1 className={page.title}>Inbox</h1>
      <p className={page.lead}>Messages sent through the contact page. Answer on Telegram or by phone, then mark them read.</p>
      <form className={styles.toolbar} role="search" onSubmit={search}>
        <label className={page.field}>
          <span className={page.label}>Search name, email, phone or text</span>
          <input className={page.input} type="search" value={text} onChange={(event) => setText(event.target.value)} />
        </label>
        <button type="submit" className={buttonClass()}>
          Search
        </button>
        <label className={page.field}>
          <span className={page.label}>Show</span>
          <select className={page.input} value={state} onChange={(event) => go({ state: event.target.value as State })}>
            {messageStates.map((s) => (
              <option key={s} value={s}>
                {stateLabels[s]}
              </option>
            ))}
          </select>
        </label>
      </form>
      <QueryStatus
        query={query}
        loading="Loading messages"
        failed="The messages could not be loaded"
        isEmpty={(data) => data.length === 0}
        empty={q ? `No ${state === 'all' ? '' : `${state} `}messages match “${q}”.` : state === 'unread' ? 'No unread messages.' : 'No messages.'}
      >
        {(data) => (
          <div className={styles.stack} role="list" aria-label={stateLabels[state]}>
            {data.map((message) => (
              <div role="listitem" key={message.id}>
                <MessageCard message={message} />
              </div>
            ))}
          </div>
        )}
      </QueryStatus>
    </>
  );
}
