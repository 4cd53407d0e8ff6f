import { describe, expect, it } from 'vitest';
import { parseListingParams, toApiQuery } from '../utils/listing-params';
import { savedSearchFilters } from './save-search';

describe('savedSearchFilters', () => {
  it('saves the listing’s filters a saved search may hold: not the page, the order or the publication period', () => {
    const query = toApiQuery(
      parseListingParams(
        new URLSearchParams(
          'operation=rent&max_price=900&with_photos=true&published_within=7d&sort=recent&page=2',
        ),
      ),
    );
    expect(savedSearchFilters(query)).toEqual({ operation: 'rent', max_price: 900, with_photos: 'true' });
  });
});
