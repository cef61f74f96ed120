import type { ConsoleSettings, SettingsChange } from '@bandwise/core';
import type { Db } from '../db/client';
import { forgetSettings, loadSettings, saveSetting, type Settings } from '../settings';
import { recordAudit } from './audit';

type Editable = { [S in SettingsChange as S['section']]: S['value'] };

/** The fields of each section the console edits, as they are in effect. */
function editableOf({ brand, prices, limits, referral, maintenance }: Settings): Editable {
  return {
    brand: {
      name: brand.name,
      logoUrl: brand.logoUrl,
      academyUrl: brand.academyUrl,
      tutorialVideoUrl: brand.tutorialVideoUrl,
      ceoQuote: brand.ceoQuote,
      socialLinks: brand.socialLinks,
    },
    prices: { multiLevel: prices.multiLevel },
    limits: { ieltsDailyExams: limits.ieltsDailyExams, trialCount: limits.trialCount },
    referral,
    maintenance,
  };
}

/** What the console shows. The bot link follows BOT_USERNAME (the login bot), so it is shown, not edited. */
export function consoleSettingsOf(settings: Settings, botUrl: string): ConsoleSettings {
  const editable = editableOf(settings);
  return { ...editable, brand: { ...editable.brand, botUrl }, prices: { ...editable.prices, currency: settings.prices.currency } };
}

/**
 * Applies one section's change at once for every process (the settings row, read through a 5 s cache that this process
 * drops), with its audit record in the same transaction. The stored row keeps the section's fields the console does
 * not edit (the attempt windows of `limits`, say) at their current values.
 */
export async function changeSettings(db: Db, actorId: number, change: SettingsChange, action = `settings.${change.section}`): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await loadSettings(tx);
    await saveSetting(tx, change.section, { ...current[change.section], ...change.value });
    await recordAudit(tx, { actorId, action, target: 'settings', before: editableOf(current)[change.section], after: change.value });
  });
  forgetSettings();
}
