import { useAutosave } from '@bandwise/kit/autosave';

/**
 * The computer-delivered exam's display settings (PRODUCT.md section 8): text size, colour contrast, hidden timer.
 * Kept on this device for every exam, so a learner who needs large text sets it once.
 */
export const textSizes = ['standard', 'large', 'extraLarge'] as const;
export type TextSize = (typeof textSizes)[number];

/** The ThemeRoot textScale of each size. */
export const textScales: Record<TextSize, number> = { standard: 1, large: 1.15, extraLarge: 1.3 };

export const contrastModes = ['default', 'highContrast'] as const;
export type ContrastMode = (typeof contrastModes)[number];

export interface ExamSettings { textSize: TextSize; contrast: ContrastMode; hideTimer: boolean }
export const defaultExamSettings: ExamSettings = { textSize: 'standard', contrast: 'default', hideTimer: false };

export const EXAM_SETTINGS_KEY = 'bw:exam:settings';

function isSettings(value: unknown): value is ExamSettings {
  const v = value as Partial<ExamSettings> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    textSizes.includes(v.textSize as TextSize) &&
    contrastModes.includes(v.contrast as ContrastMode) &&
    typeof v.hideTimer === 'boolean'
  );
}

export function useExamSettings() {
  return useAutosave<ExamSettings>(EXAM_SETTINGS_KEY, defaultExamSettings, { validate: isSettings });
}
