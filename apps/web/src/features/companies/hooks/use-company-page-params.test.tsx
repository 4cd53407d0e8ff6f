// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from '@/lib/router';
import { describe, expect, it } from 'vitest';
import { useCompanyPageParams } from './use-company-page-params';

function renderAt(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ controls: useCompanyPageParams(), location: useLocation() }), { wrapper });
}

describe('useCompanyPageParams', () => {
  it('returns to page 1 on a filter change and keeps the filters on a page change', () => {
    const { result } = renderAt('/empresa/andes?property_type=land&page=3');
    act(() => result.current.controls.change({ min_price: '50000' }));
    expect(result.current.location.search).toBe('?property_type=land&min_price=50000');
    act(() => result.current.controls.setPage(2));
    expect(result.current.location.search).toBe('?property_type=land&min_price=50000&page=2');
  });

  it('keeps both of two changes made in one tick (a typed search landing with a type picked)', () => {
    const { result } = renderAt('/empresa/andes?page=2');
    act(() => {
      result.current.controls.change({ property_type: 'commercial' });
      result.current.controls.change({ search: 'Miraflores' });
    });
    expect(result.current.location.search).toBe('?search=Miraflores&property_type=commercial');
    expect(result.current.controls.params).toMatchObject({
      search: 'Miraflores',
      property_type: 'commercial',
      page: 1,
    });
  });

  it('clears the filters but keeps the sort', () => {
    const { result } = renderAt('/empresa/andes?search=casa&sort=price-asc&page=2');
    act(() => result.current.controls.clear());
    expect(result.current.location.search).toBe('?sort=price-asc');
  });
});
