import { describe, expect, it } from 'vitest';
import {
  applyManagementChange,
  parseManagementParams,
  toManagementSearchParams,
  toMyPropertiesQuery,
} from './management-params';

const parse = (query: string) => parseManagementParams(new URLSearchParams(query));

describe('management list params', () => {
  it('reads the address and drops unknown values', () => {
    expect(parse('search=%20casa%20&property_type=land&status=draft&sort=most_viewed&page=3')).toEqual({
      search: 'casa',
      property_type: 'land',
      status: 'draft',
      sort: 'most_viewed',
      page: 3,
    });
    expect(parse('operation=rent')).toEqual({ operation: 'rent', sort: 'smart_ranking', page: 1 });
    expect(parse('property_type=castle&status=sold&operation=swap&sort=trending&page=-2')).toEqual({
      sort: 'smart_ranking',
      page: 1,
    });
  });

  it.each([
    ['search', { search: 'jardín' }],
    ['type', { property_type: 'commercial' as const }],
    ['status', { status: 'archived' as const }],
    ['operation', { operation: 'sale' as const }],
    ['sort', { sort: 'recent' as const }],
    ['a cleared filter', { status: undefined }],
  ])('returns to page 1 when the %s changes', (_, change) => {
    expect(applyManagementChange(parse('status=draft&page=4'), change).page).toBe(1);
  });

  it('keeps the page when nothing really changed', () => {
    expect(applyManagementChange(parse('status=draft&page=4'), { status: 'draft' }).page).toBe(4);
  });

  it('writes defaults out of the address and asks the API for 20 per page', () => {
    const state = parse('status=published&page=2');
    expect(toManagementSearchParams({ ...state, sort: 'smart_ranking' }).toString()).toBe(
      'status=published&page=2',
    );
    expect(toMyPropertiesQuery(state, 7)).toEqual({
      page: 2,
      per_page: 20,
      sort: 'smart_ranking',
      status: 'published',
      company_id: 7,
    });
  });
});
