import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writingCriteria } from '@bandwise/core';
import { fitKindLink, loadLinkModel, predictCriteria } from './link';

describe('IELTS link', () => {
  // Synthetic essays: the band depends on grammar errors and linking; each criterion reads only its own evidence.
  const rows = Array.from({ length: 120 }, (_, i) => ({ grammarPer100: (i * 7) % 11, linkingPerSentence: ((i * 5) % 9) / 10, ell_overall: 3 }));
  const band = rows.map((row) => 7 - 0.2 * row.grammarPer100 + 2 * row.linkingPerSentence);
  const link = fitKindLink(rows, band);

  it('makes criteria that average to the band prediction and differ by their own evidence', () => {
    const manyErrors = predictCriteria(link, { grammarPer100: 10, linkingPerSentence: 0.4, ell_overall: 3 });
    const mean = writingCriteria.reduce((sum, name) => sum + manyErrors[name], 0) / writingCriteria.length;
    expect(mean).toBeCloseTo(7 - 0.2 * 10 + 0.8, 0);
    expect(manyErrors.grammar).toBeLessThan(manyErrors.coherence);
    const fewLinks = predictCriteria(link, { grammarPer100: 0, linkingPerSentence: 0, ell_overall: 3 });
    expect(fewLinks.coherence).toBeLessThan(fewLinks.grammar);
  });

  it('loads the shipped link and refuses a file whose weights do not match its features', () => {
    const shipped = loadLinkModel();
    expect(Object.keys(shipped.kinds)).toEqual(['task1', 'task2']);
    const broken = structuredClone(shipped);
    broken.kinds.task1.grammar.mean.pop();
    const file = path.join(os.tmpdir(), `bandwise-link-${process.pid}.json`);
    writeFileSync(file, JSON.stringify(broken));
    expect(() => loadLinkModel(file)).toThrow(/link model task1.grammar/u);
  });
});
