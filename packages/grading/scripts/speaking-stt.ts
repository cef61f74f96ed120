/**
 * Kept for the old command name: the recogniser's word error rate and real-time factor are measured by
 * scripts/stt-wer.ts (same flags), on the decodes the grader itself makes.
 *   npm run speaking-stt -w @bandwise/grading -- [--setting shipped] [--sets calib,more,scripts]
 */
await import('./stt-wer');

export {};
