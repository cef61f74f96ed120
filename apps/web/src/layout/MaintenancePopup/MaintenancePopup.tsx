import { useState } from 'react';
import type { MaintenanceSetting } from '@bandwise/core';
import { Modal } from '@bandwise/kit';
import { useSettings } from '../../api/queries';
import * as styles from './MaintenancePopup.css';

const languageNames = { ru: 'Русский', en: 'English' } as const;

/**
 * The notice's text in Russian and English under the Uzbek one the dialog is titled with: learners here read any of the
 * three, and each block carries its language for screen readers. Also the console's preview.
 */
export function NoticeTranslations({ messages }: { messages: MaintenanceSetting['messages'] }) {
  return (
    <div className={styles.translations}>
      {(['ru', 'en'] as const).map((language) => (
        <section key={language} lang={language} aria-label={languageNames[language]} className={styles.translation}>
          <p className={styles.title}>{messages[language].title}</p>
          <p className={styles.text}>{messages[language].text}</p>
        </section>
      ))}
    </div>
  );
}

/**
 * The maintenance notice 'Diqqat !': shown on load only while the operator has it switched on (a departure from the
 * seed, where it always showed: PRODUCT.md section 3), in Uzbek first, then Russian and English. Clicking the overlay
 * dismisses it.
 */
export function MaintenancePopup() {
  const { maintenance } = useSettings();
  const [dismissed, setDismissed] = useState(false);
  const { uz } = maintenance.messages;
  return (
    <Modal
      title={<span lang="uz">{uz.title}</span>}
      description={<span lang="uz">{uz.text}</span>}
      open={maintenance.enabled && !dismissed} onOpenChange={(open) => setDismissed(!open)} size="sm">
      <NoticeTranslations messages={maintenance.messages} />
    </Modal>
  );
}
