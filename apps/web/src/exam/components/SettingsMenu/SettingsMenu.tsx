import { Popover } from 'radix-ui';
import { buttonClass } from '../../../components/Button/Button';
import { textSizes, type ExamSettings, type TextSize } from '../../lib/settings';
import * as styles from './SettingsMenu.css';
import { useTranslation } from 'react-i18next';

export interface SettingsMenuProps {
  settings: ExamSettings;
  onSettingsChange: (settings: ExamSettings) => void;
  /** Offer 'Hide timer' (sections with a timer). @default true */
  hasTimer?: boolean;
}

/**
 * The computer-delivered test's settings: text size, high contrast and hiding the timer. The popover renders inside
 * the runner's theme root (no portal), so it takes the contrast it sets at once.
 */
export function SettingsMenu({ settings, onSettingsChange, hasTimer = true }: SettingsMenuProps) {
  const { t } = useTranslation();
  const set = (patch: Partial<ExamSettings>) => onSettingsChange({ ...settings, ...patch });
  return (
    <Popover.Root>
      <Popover.Trigger className={buttonClass({ tone: 'ghost', size: 'sm' })}>{t('exam.settings')}</Popover.Trigger>
      <Popover.Content className={styles.content} align="end" sideOffset={6} aria-label={t('exam.examSettings')}>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('exam.textSize')}</legend>
          {textSizes.map((size) => (
            <label key={size} className={styles.option}>
              <input
                type="radio"
                name="exam-text-size"
                className={styles.control}
                value={size}
                checked={settings.textSize === size}
                onChange={() => set({ textSize: size as TextSize })}
              />
              {t(`examShell.textSize.${size}`)}
            </label>
          ))}
        </fieldset>
        <label className={styles.option}>
          <input
            type="checkbox"
            className={styles.control}
            checked={settings.contrast === 'highContrast'}
            onChange={(event) => set({ contrast: event.target.checked ? 'highContrast' : 'default' })}
          />
          {t('exam.highContrast')}
        </label>
        {hasTimer && (
          <label className={styles.option}>
            <input
              type="checkbox"
              className={styles.control}
              checked={settings.hideTimer}
              onChange={(event) => set({ hideTimer: event.target.checked })}
            />
            {t('exam.hideTimer')}
          </label>
        )}
      </Popover.Content>
    </Popover.Root>
  );
}
