import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageStates, type ContactMessage } from '@bandwise/core';
import { buttonClass } from '../../components/Button/Button';
import * as page from '../../pages/page.css';
import { staffApi, staffKeys } from '../api';
import { StaffPage } from '../StaffPage';
import { MutationOutcome, SearchForm, SelectField } from '../controls';
import { QueryStatus } from '../StaffTable';
import { useStaffFormat } from '../format';
import * as styles from '../staff.css';

type State = (typeof messageStates)[number];

/** The number to answer on: the one typed in the form, else the sender's account phone. */
function replyPhone(message: ContactMessage): string | null {
  const phone = (message.phone_number || message.user_phone || '').replace(/[^\d+]/g, '');
  return phone.replace(/\D/g, '').length >= 7 ? (phone.startsWith('+') ? phone : `+${phone}`) : null;
}

function MessageCard({ message }: { message: ContactMessage }) {
  const format = useStaffFormat();
  const { t } = useTranslation();
  const client = useQueryClient();
  const mark = useMutation({
    mutationFn: (read: boolean) => staffApi.markMessage(message.id, read),
    onSuccess: () => void client.invalidateQueries({ queryKey: staffKeys.allMessages }),
  });
  const unread = message.read_at === null;
  const phone = replyPhone(message);
  const name = `${message.first_name} ${message.last_name}`;
  return (
    <article className={`${page.card} ${styles.message}`} data-unread={unread} aria-label={t('staff.messages.from', { name })}>
      <div className={styles.messageHead}>
        <div>
          <strong>{name}</strong> <span className={styles.pill} data-tone={unread ? 'busy' : 'good'}>{t(unread ? 'staff.messages.unread' : 'staff.messages.read')}</span>
          <div className={styles.muted}>
            {message.email}
            {phone ? ` · ${phone}` : ''}
          </div>
        </div>
        <span className={styles.muted}>{format.when(message.created_at)}</span>
      </div>
      <p className={styles.prose}>{message.message}</p>
      <div className={page.actions}>
        {phone && (
          <>
            <a className={buttonClass({ size: 'sm' })} href={`https://t.me/${phone}`} target="_blank" rel="noreferrer">
              {t('staff.messages.telegram')}
            </a>
            <a className={buttonClass({ size: 'sm', tone: 'secondary' })} href={`tel:${phone}`}>
              {t('staff.messages.call', { phone })}
            </a>
          </>
        )}
        <a className={buttonClass({ size: 'sm', tone: 'secondary' })} href={`mailto:${message.email}`}>
          {t('staff.messages.email')}
        </a>
        <button type="button" className={buttonClass({ size: 'sm', tone: 'ghost' })} disabled={mark.isPending} onClick={() => mark.mutate(unread)}>
          {t(unread ? 'staff.messages.markRead' : 'staff.messages.markUnread')}
        </button>
      </div>
      <MutationOutcome mutation={mark} failed={t('staff.messages.notMarked')} />
    </article>
  );
}

/** /admin/messages?q=&state=: the contact form's messages, newest first, to read, mark and answer. */
export function MessagesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const state = (messageStates as readonly string[]).includes(params.get('state') ?? '') ? (params.get('state') as State) : 'unread';
  const query = useQuery({
    queryKey: staffKeys.messages(q, state),
    queryFn: ({ signal }) => staffApi.messages({ q: q || undefined, state }, signal),
    placeholderData: keepPreviousData,
  });
  const go = (next: { q?: string; state?: State }) => {
    const merged = { q, state, ...next };
    setParams({ ...(merged.q ? { q: merged.q } : {}), state: merged.state });
  };
  return (
    <StaffPage section="messages">
      <SearchForm label={t('staff.messages.searchLabel')} initial={q} onSearch={(text) => go({ q: text })}>
        <SelectField
          label={t('staff.list.show')}
          value={state}
          options={messageStates.map((value) => ({ value, label: t(`staff.messages.states.${value}`) }))}
          onChange={(next) => go({ state: next })}
        />
      </SearchForm>
      <QueryStatus
        section="messages"
        query={query}
        isEmpty={(data) => data.length === 0}
        empty={q ? t(`staff.messages.noMatch.${state}`, { q }) : t(state === 'unread' ? 'staff.messages.noUnread' : 'staff.messages.none')}
      >
        {(data) => (
          <div className={styles.stack} role="list" aria-label={t(`staff.messages.states.${state}`)}>
            {data.map((message) => (
              <div role="listitem" key={message.id}>
                <MessageCard message={message} />
              </div>
            ))}
          </div>
        )}
      </QueryStatus>
    </StaffPage>
  );
}
