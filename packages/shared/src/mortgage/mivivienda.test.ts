import { describe, expect, it } from 'vitest';
import { bandIssues, findBand } from './mivivienda.ts';
import { miviviendaYearWriteSchema } from './mortgage-parameters-schema.ts';

// D.S. 004-2025-VIVIENDA.
const bands = [
  { price_from: 68_800, price_to: 98_100, bono: 27_400 },
  { price_from: 98_100, price_to: 146_900, bono: 22_800 },
  { price_from: 146_900, price_to: 244_600, bono: 20_900 },
  { price_from: 244_600, price_to: 362_100, bono: 7_800 },
];

describe('the MiVivienda band of a price', () => {
  it('takes each bound as the decree writes it: "de 68,800 a 98,100", then "más de 98,100 a 146,900"', () => {
    const bonoOf = (price: number) => findBand(bands, price)?.bono ?? null;
    expect(bonoOf(68_799.99)).toBeNull();
    expect(bonoOf(68_800)).toBe(27_400);
    expect(bonoOf(98_100)).toBe(27_400);
    expect(bonoOf(98_100.01)).toBe(22_800);
    expect(bonoOf(146_900)).toBe(22_800);
    expect(bonoOf(146_900.01)).toBe(20_900);
    expect(bonoOf(244_600)).toBe(20_900);
    expect(bonoOf(244_600.01)).toBe(7_800);
    expect(bonoOf(362_100)).toBe(7_800);
    expect(bonoOf(362_100.01)).toBeNull();
    expect(bonoOf(Number.NaN)).toBeNull();
    expect(findBand([], 100_000)).toBeNull();
  });
});

describe('a year’s bands as the admin writes them', () => {
  it('accepts the decree’s bands', () => {
    expect(bandIssues(bands)).toEqual([]);
  });

  it('names the field of an overlap, a gap, a bono above the band’s lower price and an empty band', () => {
    const result = miviviendaYearWriteSchema.safeParse({
      decree: 'D.S. 004-2025-VIVIENDA',
      bono_verde: null,
      bands: [
        { price_from: 68_800, price_to: 98_100, bono: 70_000 },
        { price_from: 90_000, price_to: 146_900, bono: 22_800 },
        { price_from: 150_000, price_to: 150_000, bono: 20_900 },
      ],
    });
    expect(result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([
      'bands.0.bono: El bono no puede ser mayor que el precio mínimo del tramo (S/\u00a068,800)',
      'bands.1.price_from: El tramo se superpone con el anterior, que llega a S/\u00a098,100',
      'bands.2.price_to: El precio máximo del tramo debe ser mayor que su precio mínimo',
      'bands.2.price_from: Hay un vacío entre S/\u00a0146,900 y S/\u00a0150,000: cada tramo empieza donde termina el anterior',
    ]);
  });
});
