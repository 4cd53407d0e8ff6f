// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from '@/lib/router';
import { describe, expect, it } from 'vitest';
import { useManagementParams } from './use-management-params';

function renderAt(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ controls: useManagementParams(), location: useLocation() }), { wrapper });
}

describe('useManagementParams', () => {
  it('returns to page 1 on a filter change and keeps the page on a page change', () => {
    const { result } = renderAt('/dashboard/properties?status=draft&page=3');
    act(() => result.current.controls.change({ property_type: 'land' }));
    expect(result.current.location.search).toBe('?property_type=land&status=draft');
    act(() => result.current.controls.goToPage(2, 4));
    expect(result.current.location.search).toBe('?property_type=land&status=draft&page=2');
    act(() => result.current.controls.goToPage(9, 4));
    expect(result.current.location.search).toBe('?property_type=land&status=draft&page=2');
  });

  it('keeps both of two changes made before the address is rendered', () => {
    const { result } = renderAt('/dashboard/properties?status=draft&page=2');
    act(() => {
      result.current.controls.change({ status: undefined });
      result.current.controls.change({ search: 'Pueblo Libre' });
    });
    expect(result.current.location.search).toBe('?search=Pueblo+Libre');
  });
});
