import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Spinner, useToast } from '@bandwise/kit';
import { api } from '../../api/calls';
import { messageOr } from '../../api/client';
import { useProfile, useSettings } from '../../api/queries';
import { setToken, useToken } from '../../auth/token';
import { emptyCode, isComplete } from '../../components/CodeInput/code';
import { CodeInput } from '../../components/CodeInput/CodeInput';
import { EditNameModal } from './EditNameModal';
import * as styles from './Login.css';
import { useTranslation } from 'react-i18next';

/** '@Name' of a t.me link, for the hint. */
function botHandle(url: string): string {
  const name = url.replace(/^https?:\/\/(t\.me|telegram\.me)\//, '').split(/[/?]/)[0];
  return name ? `@${name}` : url;
}

/**
 * Login with the six-digit code from the Telegram bot (seed 000 sections 2.6 and 4): the code is sent by itself once
 * all six boxes hold a digit and nothing is pending, and again only after a box has been emptied.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const token = useToken();
  const [hadTokenOnArrival] = useState(() => token !== null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { brand } = useSettings();
  const { profile } = useProfile();
  const [boxes, setBoxes] = useState<string[]>(emptyCode);
  const [armed, setArmed] = useState(true);
  const [editing, setEditing] = useState(false);

  const login = useMutation({
    mutationFn: (code: string) => api.login(code),
    onSuccess: (answer) => {
      setToken(answer.message);
      toast({ description: t('toast.correct') });
      setEditing(true);
    },
    onError: (error) => toast({ variant: 'error', description: messageOr(error, t('toast.xato')) }),
  });

  const save = useMutation({
    mutationFn: api.updateInformation,
    onSuccess: async () => {
      toast({ description: t('toast.saved') });
      await queryClient.invalidateQueries({ queryKey: ['profile'] });
      navigate('/');
    },
    onError: (error) => toast({ variant: 'error', description: messageOr(error, t('toast.xato')) }),
  });

  useEffect(() => {
    if (!armed || login.isPending || !isComplete(boxes)) return;
    setArmed(false);
    login.mutate(boxes.join(''));
  }, [armed, boxes, login]);

  const change = (next: string[]) => {
    setBoxes(next);
    if (next.some((digit) => digit === '')) setArmed(true);
  };

  if (hadTokenOnArrival) return <Navigate to="/" replace />;

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="login-title" aria-busy={login.isPending}>
        <h1 id="login-title" className={styles.title}>
          {t('login.title')}
        </h1>
        <p className={styles.hint}>
          {t('login.hintBefore')}{' '}
          <a className={styles.botLink} href={brand.botUrl} target="_blank" rel="noopener noreferrer">
            {botHandle(brand.botUrl)}
          </a>{' '}
          {t('login.hintAfter')}
        </p>
        <CodeInput value={boxes} onValueChange={change} disabled={login.isPending || editing} />
        <div className={styles.status}>{login.isPending && <Spinner size="sm" label={t('login.checking')} />}</div>
      </section>
      {editing && (
        <EditNameModal
          open
          initialName={profile?.name ?? ''}
          initialSurname={profile?.surname ?? ''}
          saving={save.isPending}
          onSave={(value) => save.mutate(value)}
          onDismiss={() => navigate('/')}
        />
      )}
    </div>
  );
}
