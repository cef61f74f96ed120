import { describe, expect, it } from 'vitest';
import { axisLabelled } from './axisLabels';

const days = (count: number) => Array.from({ length: count }, (_, index) => `${String(index + 1).padStart(2, '0')}.11`);

describe("the band history's axis dates never overlap", () => {
  it('a wide axis names every one of six attempts', () => {
    expect(axisLabelled(days(6), 500)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('half a 390 px phone (about 140 px of axis) names the first and the last of six, nothing between them to collide', () => {
    expect(axisLabelled(days(6), 140)).toEqual([0, 5]);
  });

  it('names every other attempt when that is what fits, and always the latest', () => {
    const shown = axisLabelled(days(9), 280);
    expect(shown[0]).toBe(0);
    expect(shown.at(-1)).toBe(8);
    expect(shown.length).toBeGreaterThan(2);
    expect(shown.length).toBeLessThan(9);
  });

  it('with dates and times too long for both ends, only the latest', () => {
    expect(axisLabelled(['27.11 09:30', '27.11 14:05'], 126)).toEqual([1]);
  });

  it('no two labels it picks overlap, for any width and count', () => {
    for (let count = 1; count <= 12; count++) {
      for (let width = 120; width <= 900; width += 7) {
        const labels = days(count);
        const shown = axisLabelled(labels, width);
        const span = width;
        const box = (index: number) => {
          const x = count === 1 ? span / 2 : (index / (count - 1)) * span;
          const w = labels[index]!.length * 7;
          if (count === 1) return [x - w / 2, x + w / 2];
          return index === 0 ? [x, x + w] : index === count - 1 ? [x - w, x] : [x - w / 2, x + w / 2];
        };
        for (let i = 1; i < shown.length; i++) expect(box(shown[i]!)[0]! - box(shown[i - 1]!)[1]!, `${count} at ${width}`).toBeGreaterThanOrEqual(8);
      }
    }
  });
});
