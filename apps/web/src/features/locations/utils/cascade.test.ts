import { describe, expect, it } from 'vitest';
import { normalizeSelection, selectDepartment, selectDistrict, selectProvince } from './cascade';

const limaJesusMaria = { region: '15', province: '1501', district: '150113' };

describe('location cascade', () => {
  it('clears province and district when another department is chosen', () => {
    expect(selectDepartment(limaJesusMaria, '04')).toEqual({ region: '04' });
  });

  it('clears everything when the department is removed', () => {
    expect(selectDepartment(limaJesusMaria, undefined)).toEqual({});
  });

  it('keeps the selection when the same department is chosen again', () => {
    expect(selectDepartment(limaJesusMaria, '15')).toBe(limaJesusMaria);
  });

  it('clears the district when another province is chosen, and keeps the department', () => {
    expect(selectProvince(limaJesusMaria, '1507')).toEqual({ region: '15', province: '1507' });
    expect(selectProvince(limaJesusMaria, undefined)).toEqual({ region: '15' });
  });

  it('sets and removes a district under its province', () => {
    expect(selectDistrict({ region: '15', province: '1501' }, '150122')).toEqual({
      region: '15',
      province: '1501',
      district: '150122',
    });
    expect(selectDistrict(limaJesusMaria, undefined)).toEqual({ region: '15', province: '1501' });
  });

  it('drops children that do not belong to their parent or are malformed', () => {
    expect(normalizeSelection({ region: '04', province: '1501', district: '150113' })).toEqual({
      region: '04',
    });
    expect(normalizeSelection({ region: '15', province: '1501', district: '040101' })).toEqual({
      region: '15',
      province: '1501',
    });
    expect(normalizeSelection({ province: '1501', district: '150113' })).toEqual({});
    expect(normalizeSelection({ region: 'Lima' })).toEqual({});
    expect(normalizeSelection(limaJesusMaria)).toEqual(limaJesusMaria);
  });
});
