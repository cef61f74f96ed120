import { useState } from 'react';
import { Modal } from '@bandwise/kit';
import { useSettings } from '../../api/queries';

/**
 * The maintenance notice 'Diqqat !': shown on load only while the operator has it switched on (a departure from the
 * seed, where it always showed: PRODUCT.md section 3). Clicking the overlay dismisses it.
 */
export function MaintenancePopup() {
  const { maintenance } = useSettings();
  const [dismissed, setDismissed] = useState(false);
  return (
    <Modal
      title={maintenance.title}
      description={maintenance.text}
      open={maintenance.enabled && !dismissed}
      onOpenChange={(open) => setDismissed(!open)}
      size="sm"
    />
  );
}
