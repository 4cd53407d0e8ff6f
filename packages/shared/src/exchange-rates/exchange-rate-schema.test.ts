import { describe, expect, it } from 'vitest';
import { exchangeRateWriteBodySchema, isRealDate, limaToday } from './exchange-rate-schema.ts';

describe('exchange rate schema', () => {
  it('takes a rate between 0 and 100 as a number or text, to 4 decimals', () => {
    expect(exchangeRateWriteBodySchema.parse({ rate: '3.74999', date: '2026-11-20' })).toEqual({
      rate: 3.75,
      date: '2026-11-20',
    });
    for (const rate of [0, 100, -1, 'abc', '']) {
      expect(exchangeRateWriteBodySchema.safeParse({ rate, date: '2026-11-20' }).success).toBe(false);
    }
  });

  it('knows real calendar dates and today in Peru', () => {
    expect(isRealDate('2024-02-29')).toBe(true);
    expect(isRealDate('2026-02-29')).toBe(false);
    expect(isRealDate('2026-13-01')).toBe(false);
    // 03:00 UTC is still the previous day in Lima (UTC-5).
    expect(limaToday(new Date('2026-11-21T03:00:00Z'))).toBe('2026-11-20');
  });
});
