import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writingCriteria } from '@bandwise/core';
import { OTHER_TASK, fitKindLink, loadLinkModel, predictCriteria } from './link';

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

  it('adds a forest to the band only where the ridge misses something the trees find', () => {
    // A linear band: the ridge alone fits it, and a forest would only add error.
    expect(link.forest).toBeUndefined();
    // A band that rises only when both measures are high: an interaction no linear ridge can draw.
    const pairs = Array.from({ length: 200 }, (_, i) => ({ grammarPer100: i % 10, linkingPerSentence: (Math.floor(i / 10) % 10) / 10, ell_overall: 3 }));
    const bands = pairs.map((row) => (row.grammarPer100 < 5 && row.linkingPerSentence >= 0.5 ? 8 : 5.5));
    const withTrees = fitKindLink(pairs, bands);
    expect(withTrees.forest?.trees.length).toBeGreaterThan(0);
    const ridgeOnly = fitKindLink(pairs, bands, undefined, { forest: false });
    expect(ridgeOnly.forest).toBeUndefined();
    const bandOf = (model: typeof link, grammarPer100: number, linkingPerSentence: number) =>
      writingCriteria.reduce((sum, name) => sum + predictCriteria(model, { grammarPer100, linkingPerSentence, ell_overall: 3 })[name], 0) / writingCriteria.length;
    // Truth: few errors are worth 2.5 bands with good linking and nothing without it.
    const gain = (model: typeof link, linking: number) => bandOf(model, 1, linking) - bandOf(model, 8, linking);
    expect(gain(withTrees, 0.8)).toBeGreaterThan(gain(ridgeOnly, 0.8) + 0.3);
    expect(Math.abs(gain(withTrees, 0.1))).toBeLessThan(Math.abs(gain(ridgeOnly, 0.1)) - 0.3);
  });

  it("fits a kind's band on the other task's essays too only where that helps its own", () => {
    // Few essays of this kind, many of the other, where the evidence means the same, a band lower: borrowing them is
    // worth it, and the mark lets the two levels differ.
    const noisy = (i: number) => ((i * 37) % 17) / 17 - 0.5;
    const make = (count: number, offset: number, slope: number, start: number) => {
      const list = Array.from({ length: count }, (_, k) => ({ grammarPer100: ((start + k) * 7) % 13, linkingPerSentence: (((start + k) * 5) % 9) / 10, ell_overall: 3 }));
      return { rows: list, band: list.map((row, k) => offset + slope * row.grammarPer100 + 2 * row.linkingPerSentence + 1.5 * noisy(start + k)) };
    };
    const few = make(30, 7, -0.2, 0);
    const alike = make(300, 6, -0.2, 1000);
    const pooled = fitKindLink(few.rows, few.band, undefined, { forest: false, otherTask: alike });
    expect(pooled.band.features).toContain(OTHER_TASK);
    const bandOf = (model: typeof link, grammarPer100: number) =>
      writingCriteria.reduce((sum, name) => sum + predictCriteria(model, { grammarPer100, linkingPerSentence: 0.5, ell_overall: 3 })[name], 0) / writingCriteria.length;
    // Graded as its own kind: the level of this kind's essays (7 - 0.2 x + 1), not the other's.
    expect(bandOf(pooled, 5)).toBeCloseTo(7, 0);
    // The other task where the same evidence means the opposite: it would only mislead, so it is left out.
    const opposite = make(300, 3, 0.3, 1000);
    const alone = fitKindLink(few.rows, few.band, undefined, { forest: false, otherTask: opposite });
    expect(alone.band.features).not.toContain(OTHER_TASK);
  });

  it('loads the shipped link and refuses a file whose weights do not match its features', () => {
    const shipped = loadLinkModel();
    expect(Object.keys(shipped.kinds)).toEqual(['task1', 'task2']);
    const broken = structuredClone(shipped);
    broken.kinds.task1.grammar.mean.pop();
    const file = path.join(os.tmpdir(), `bandwise-link-${process.pid}.json`);
    writeFileSync(file, JSON.stringify(broken));
    expect(() => loadLinkModel(file)).toThrow(/link model task1.grammar/u);
    const badTree = structuredClone(shipped);
    const kind = badTree.kinds.task2.forest ? badTree.kinds.task2 : badTree.kinds.task1;
    kind.forest = { minLeaf: 5, outputs: ['band'], trees: [{ feature: [kind.band.features.length, -1, -1], value: [0, 0, 1], left: [1, 0, 0], right: [2, 0, 0], leaves: [5, 6] }] };
    writeFileSync(file, JSON.stringify(badTree));
    expect(() => loadLinkModel(file)).toThrow(/forest: tree 0 splits on feature/u);
  });
});
