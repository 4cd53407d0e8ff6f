import { describe, expect, it } from 'vitest';
import { dashboardNavItems, isNavItemActive } from './dashboard-nav';

const active = (pathname: string) =>
  dashboardNavItems.filter((item) => isNavItemActive(item, pathname)).map((item) => item.label);

describe('sidebar highlight', () => {
  it('marks Resumen only on exactly /dashboard', () => {
    expect(active('/dashboard')).toEqual(['Resumen']);
    expect(active('/dashboard/')).toEqual(['Resumen']);
    expect(active('/dashboard/properties')).toEqual(['Propiedades']);
    expect(active('/dashboard/properties/new')).toEqual(['Propiedades']);
    expect(active('/dashboard/company')).toEqual(['Empresa']);
    expect(active('/dashboard/companyx')).toEqual([]);
  });
});
