import { describe, expect, it } from 'vitest';
import { formatShortDay, timeTickIndexes, valueScale } from './chart-scale';

const daysFrom = (start: string, count: number) =>
  Array.from({ length: count }, (_, i) =>
    new Date(Date.parse(`${start}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10),
  );

describe('valueScale', () => {
  it('rounds the top up to a step of 1, 2 or 5 times a power of ten', () => {
    expect(valueScale(7)).toEqual({ max: 8, ticks: [0, 2, 4, 6, 8] });
    expect(valueScale(129)).toEqual({ max: 150, ticks: [0, 50, 100, 150] });
    expect(valueScale(1000)).toEqual({ max: 1000, ticks: [0, 500, 1000] });
  });

  it('gives an empty period whole-number steps from 0 to 4', () => {
    expect(valueScale(0)).toEqual({ max: 4, ticks: [0, 1, 2, 3, 4] });
    expect(valueScale(1)).toEqual({ max: 4, ticks: [0, 1, 2, 3, 4] });
  });
});

describe('timeTickIndexes', () => {
  it('labels every day of a week that fits', () => {
    expect(timeTickIndexes(daysFrom('2026-03-01', 7), 8)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('spaces the labels of a month evenly, ending on the last day', () => {
    const ticks = timeTickIndexes(daysFrom('2026-02-06', 30), 5);
    expect(ticks.at(-1)).toBe(29);
    expect(ticks.length).toBeLessThanOrEqual(5);
    expect(new Set(ticks.slice(1).map((t, i) => t - ticks[i]!)).size).toBe(1);
  });

  it('labels the first day of each month in a year, thinned to fit', () => {
    const days = daysFrom('2025-03-08', 365);
    expect(timeTickIndexes(days, 12).map((i) => days[i]!.slice(8))).toEqual(Array(12).fill('01'));
    expect(timeTickIndexes(days, 6)).toHaveLength(6);
  });
});

describe('formatShortDay', () => {
  it('reads the calendar day as is, whatever the time zone', () => {
    expect(formatShortDay('2026-03-01')).toMatch(/^1 mar\.?$/);
  });
});
