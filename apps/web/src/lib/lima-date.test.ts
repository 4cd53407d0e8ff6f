import { describe, expect, it } from 'vitest';
import { limaLongDate } from './lima-date';

const intlLima = new Intl.DateTimeFormat('es-PE', { dateStyle: 'long', timeZone: 'America/Lima' });

describe('limaLongDate', () => {
  it("writes what Intl writes for Lima's calendar, across months, years and the hours around midnight", () => {
    const start = Date.UTC(2025, 11, 30, 0, 0);
    // Every 7 hours for about 14 months: each month, and times on both sides of Lima's and UTC's midnight.
    for (let time = start; time < start + 420 * 24 * 3600_000; time += 7 * 3600_000) {
      const iso = new Date(time).toISOString();
      expect(limaLongDate(iso), iso).toBe(intlLima.format(new Date(time)));
    }
  });

  it("keeps a UTC morning on Lima's previous evening", () => {
    expect(limaLongDate('2026-01-01T03:00:00.000Z')).toBe('31 de diciembre de 2025');
    expect(limaLongDate('2026-01-01T05:00:00.000Z')).toBe('1 de enero de 2026');
  });

  it('has nothing to write without a readable date', () => {
    expect(limaLongDate(null)).toBeNull();
    expect(limaLongDate('')).toBeNull();
    expect(limaLongDate('no es una fecha')).toBeNull();
  });
});
