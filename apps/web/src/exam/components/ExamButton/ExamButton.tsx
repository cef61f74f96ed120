import type { ButtonHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@bandwise/kit';
import { buttonClass, type ButtonTone } from '../../../components/Button/Button';

export const examButtonBusyStyles = ['spinner', 'text'] as const;
/** 'spinner': the IELTS runner's spinner beside the label; 'text': the multi-level runner's 'Loading...'. */
export type ExamButtonBusyStyle = (typeof examButtonBusyStyles)[number];

export interface ExamButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** Submitting: disabled, with a spinner or 'Loading...' (seed 001 section 4). @default false */
  busy?: boolean;
  /** @default 'spinner' */
  busyStyle?: ExamButtonBusyStyle;
  /** @default 'primary' */
  tone?: ButtonTone;
}

/** A header button of a runner: 'Leave exam', 'Next exam', 'Finish exam'. */
export function ExamButton({ busy = false, busyStyle = 'spinner', tone = 'primary', disabled, className, children, ...rest }: ExamButtonProps) {
  const { t } = useTranslation();
  return (
    <button
      {...rest}
      type="button"
      className={buttonClass({ tone, size: 'sm' }, className)}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      data-state={busy ? 'busy' : 'idle'}
    >
      {busy && busyStyle === 'spinner' && <Spinner size="sm" aria-hidden="true" />}
      {busy && busyStyle === 'text' ? t('common.loading') : children}
    </button>
  );
}
