import { describe, expect, it } from 'vitest';
import { defaultCompanyQuery, defaultListingQuery } from '@inmuebles/shared/first-view/first-view-entries';
import { parseCompanyPageParams, toPropertiesQuery } from '@/features/companies/utils/company-page-params';
import { parseListingParams, toApiQuery } from '@/features/properties/utils/listing-params';

/*
 * The server puts the answers of these queries in the HTML of an address without parameters; the app uses
 * them only if it asks exactly these. If the app's defaults move, the pages silently lose their head start.
 */
describe('the first view queries', () => {
  it("are what the listing asks for '/propiedades'", () => {
    expect(toApiQuery(parseListingParams(new URLSearchParams()))).toEqual(defaultListingQuery);
  });

  it("are what a company page asks for '/empresa/{slug}'", () => {
    expect(toPropertiesQuery(parseCompanyPageParams(new URLSearchParams()))).toEqual(defaultCompanyQuery);
  });
});
