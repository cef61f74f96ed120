import { describe, expect, it } from 'vitest';
import { formatWhen } from './format';

describe('formatWhen', () => {
  it("keeps the seeds' text in English", () => {
    expect(formatWhen('2026-11-05T14:30:12.000Z', 'en')).toEqual({ date: '2026-11-05', time: '14:30', day: '11-05' });
  });

  it('writes the date the Russian and the Uzbek way, the time as sent', () => {
    expect(formatWhen('2026-11-05T14:30:12.000Z', 'ru')).toEqual({ date: '05.11.2026', time: '14:30', day: '05.11' });
    expect(formatWhen('2026-11-05T14:30:12.000Z', 'uz')).toEqual({ date: '05/11/2026', time: '14:30', day: '05/11' });
  });

  it("reads the server's wall clock, never the browser's zone: late evening stays on its day", () => {
    expect(formatWhen('2026-11-05T23:59:00+05:00', 'ru').date).toBe('05.11.2026');
    expect(formatWhen('2026-01-01T00:00:00-11:00', 'uz').date).toBe('01/01/2026');
  });

  it('shows text it cannot read as it came, rather than a wrong date', () => {
    expect(formatWhen('yesterday', 'ru')).toEqual({ date: 'yesterday', time: '', day: 'yesterday' });
  });
});
