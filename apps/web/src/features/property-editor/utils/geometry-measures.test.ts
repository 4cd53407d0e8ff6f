import { describe, expect, it } from 'vitest';
import { formatAreaM2, formatLengthM, formatPoint, measureOutline } from './geometry-measures';

describe('metric figures of the outline', () => {
  it('gives square metres, and hectares from one hectare on', () => {
    expect(formatAreaM2(12.46)).toBe('12.5 m²');
    expect(formatAreaM2(850.4)).toBe('850 m²');
    expect(formatAreaM2(23_456)).toBe('2.35 ha (23,456 m²)');
  });

  it('gives metres, and kilometres from one kilometre on', () => {
    expect(formatLengthM(48.54)).toBe('48.5 m');
    expect(formatLengthM(1250)).toBe('1.25 km');
  });

  it('measures a square of about 100 m a side: just under a hectare and about 400 m around', () => {
    // 0.0009° of latitude is ~99.5 m; at 12° S the same longitude span is ~97.9 m.
    const square: [number, number][] = [
      [-77.0428, -12.0464],
      [-77.0419, -12.0464],
      [-77.0419, -12.0455],
      [-77.0428, -12.0455],
      [-77.0428, -12.0464],
    ];
    const { area, perimeter } = measureOutline(square);
    expect(area).toMatch(/^9,[78]\d\d m²$/);
    expect(perimeter).toMatch(/^39\d(\.\d)? m$/);
  });

  it('writes a point latitude first, six decimals', () => {
    expect(formatPoint(-12.0464, -77.0428)).toBe('-12.046400, -77.042800');
  });
});
