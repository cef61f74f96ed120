import { defaultPublicSettings, type PublicSettings } from '@bandwise/core';
import type { Queryable } from './db/client';
import { announceChange, cacheTtl, registerCache } from './cache/changes';
import { createReadCache } from './cache/readCache';
import { settings } from './db/schema';

/**
 * Operator settings (PRODUCT.md section 1a): everything an operator changes without code. The seeds' texts are the
 * defaults; a row in the settings table overrides one top-level key (merged one level deep).
 */
export type Settings = PublicSettings & {
  /** The IELTS daily limit counts exams created since local midnight at this UTC offset (Tashkent, +05:00). */
  dayStartOffsetMinutes: number;
};

export const defaultSettings: Settings = { ...defaultPublicSettings, dayStartOffsetMinutes: 300 };

/** A shared cached object must not be changed by one caller under the others: a change throws instead. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Settings are read by most calls (the profile, starting an exam) and change a few times a year: each process keeps
 * them until a save in any process announces a change (cache/changes.ts).
 */
const settingsCache = createReadCache<Settings>(cacheTtl);
registerCache('settings', () => settingsCache.clear());

/** The effective settings: defaults with the stored rows laid over them. Callers must not change the object. */
export async function loadSettings(db: Queryable): Promise<Settings> {
  return settingsCache.get(db, 'settings', async () => deepFreeze(await readSettings(db)));
}

async function readSettings(db: Queryable): Promise<Settings> {
  const rows = await db.select().from(settings);
  const merged: Record<string, unknown> = structuredClone(defaultSettings);
  for (const row of rows) {
    const base = merged[row.key];
    merged[row.key] = isRecord(base) && isRecord(row.value) ? { ...base, ...row.value } : row.value;
  }
  return merged as Settings;
}

/** Stores one top-level key (admin calls and tests); every process reads the new value once the caller's transaction commits. */
export async function saveSetting(db: Queryable, key: keyof Settings, value: unknown): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
  await announceChange(db, 'settings');
}

/**
 * Drops this process's cached settings at once. A caller that saved inside a transaction calls it after the commit:
 * the announced change reaches every process at that commit, this one included when it listens (main.ts), and this
 * covers a process that does not (tests that build the app alone).
 */
export function forgetSettings(): void {
  settingsCache.clear();
}

/** Start of the operator's local day, as an instant. */
export function startOfLocalDay(now: Date, offsetMinutes: number): Date {
  const shifted = new Date(now.getTime() + offsetMinutes * 60_000);
  shifted.setUTCHours(0, 0, 0, 0);
  return new Date(shifted.getTime() - offsetMinutes * 60_000);
}
