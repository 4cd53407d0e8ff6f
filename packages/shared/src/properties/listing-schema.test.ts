import { describe, expect, it } from 'vitest';
import { listingUpdateSchema, listingWriteSchema, rentOnlyIssues } from './listing-schema.ts';

describe('listingWriteSchema', () => {
  it('accepts a rent with its terms and defaults the status to active', () => {
    expect(
      listingWriteSchema.parse({
        operation: 'rent',
        price: '2800.00',
        currency: 'PEN',
        maintenance_fee: 350,
        min_term_months: 12,
      }),
    ).toEqual({
      operation: 'rent',
      price: 2800,
      currency: 'PEN',
      status: 'active',
      maintenance_fee: 350,
      min_term_months: 12,
    });
  });

  it('refuses a price of 0, EUR, and rent-only terms on a sale, naming the field', () => {
    const result = listingWriteSchema.safeParse({
      operation: 'sale',
      price: 0,
      currency: 'EUR',
      maintenance_fee: 10,
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['price', 'currency']));
  });

  it('checks a partial update against the operation it names, and the server against the stored one', () => {
    expect(listingUpdateSchema.safeParse({ operation: 'sale', min_term_months: 6 }).success).toBe(false);
    expect(listingUpdateSchema.safeParse({ min_term_months: 6 }).success).toBe(true);
    expect(rentOnlyIssues('sale', { min_term_months: 6 })).toEqual([
      { path: 'min_term_months', message: 'El plazo mínimo solo se indica en una oferta de alquiler' },
    ]);
    expect(rentOnlyIssues('rent', { min_term_months: 6 })).toEqual([]);
  });
});
