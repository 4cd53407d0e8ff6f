import { describe, expect, it } from 'vitest';
import {
  findDepartment,
  findDistrict,
  findProvince,
  listDepartments,
  listDistricts,
  listProvinces,
  normalizePlaceName,
  resolveLocation,
} from './catalogue.ts';

const provinces = listDepartments().flatMap((d) => listProvinces(d.id));
const districts = provinces.flatMap((p) => listDistricts(p.id));

describe('ubigeo catalogue shape', () => {
  it('has 25 departments, 196 provinces and 1,892 districts', () => {
    expect(listDepartments()).toHaveLength(25);
    expect(provinces).toHaveLength(196);
    expect(districts).toHaveLength(1892);
  });

  it('uses 2/4/6-digit codes, each prefixed by its parent', () => {
    // Collected rather than asserted one by one: ~4,000 checks, and a failure lists every offender at once.
    const wrong = [
      ...listDepartments().filter((d) => !/^\d{2}$/.test(d.id)),
      ...provinces.filter((p) => !/^\d{4}$/.test(p.id) || p.id.slice(0, 2) !== p.department_id),
      ...districts.filter(
        (x) =>
          !/^\d{6}$/.test(x.id) ||
          x.ubigeo !== x.id ||
          x.id.slice(0, 4) !== x.province_id ||
          x.id.slice(0, 2) !== x.department_id,
      ),
    ];
    expect(wrong).toEqual([]);
  });

  it('has no duplicate codes and lists everything sorted by code', () => {
    const codes = [...listDepartments(), ...provinces, ...districts].map((e) => e.id);
    expect(new Set(codes).size).toBe(codes.length);
    const sorted = (ids: string[]) => [...ids].sort();
    expect(listDepartments().map((d) => d.id)).toEqual(sorted(listDepartments().map((d) => d.id)));
    expect(provinces.map((p) => p.id)).toEqual(sorted(provinces.map((p) => p.id)));
    expect(districts.map((x) => x.id)).toEqual(sorted(districts.map((x) => x.id)));
  });

  it('numbers departments 01..25 with Callao 07 and Lima 15', () => {
    expect(listDepartments().map((d) => d.id)).toEqual(
      Array.from({ length: 25 }, (_, i) => String(i + 1).padStart(2, '0')),
    );
    expect(findDepartment('07')?.name).toBe('Callao');
    expect(findDepartment('15')?.name).toBe('Lima');
    expect(listDistricts('1501')).toHaveLength(43);
  });

  it('has clean names: no leftovers of the source package', () => {
    const wrong = [...listDepartments(), ...provinces, ...districts].filter(
      (e) =>
        !/^[\p{L} ()-]+$/u.test(e.name) ||
        /\u0300/.test(e.name.normalize('NFD')) || // grave accents ('La Uniòn') are typos
        e.name !== e.name.trim(),
    );
    expect(wrong).toEqual([]);
  });
});

describe('ubigeo names', () => {
  const added: Array<[string, string]> = [
    ['030611', 'Los Chankas'],
    ['030612', 'Ahuayro'],
    ['050413', 'Putis'],
    ['050511', 'Oronccoy'],
    ['050512', 'Unión Progreso'],
    ['050513', 'Río Magdalena'],
    ['050514', 'Ninabamba'],
    ['050515', 'Patibamba'],
    ['080914', 'Megantoni'],
    ['080915', 'Kumpirushiato'],
    ['080916', 'Cielo Punco'],
    ['080917', 'Manitea'],
    ['080918', 'Unión Asháninka'],
    ['090723', 'Santiago de Tucuma'],
    ['090724', 'Lambras'],
    ['090725', 'Cochabamba'],
    ['100609', 'Pueblo Nuevo'],
    ['100610', 'Santo Domingo de Anda'],
    ['130112', 'Alto Trujillo'],
    ['160405', 'Santa Rosa de Loreto'],
    ['180107', 'San Antonio'],
    ['211105', 'San Miguel'],
    ['221006', 'Santa Lucía'],
    ['250306', 'Huipoca'],
    ['250307', 'Boquerón'],
  ];
  it.each(added)('includes the added district %s %s', (code, name) => {
    expect(findDistrict(code)?.name).toBe(name);
  });

  const corrected: Array<[string, string]> = [
    ['150712', 'San Pedro de Laraos'],
    ['151018', 'Laraos'],
    ['030602', 'Anco-Huallo'],
    ['250201', 'Raimondi'],
    ['021004', 'Chavín de Huántar'],
    ['021702', 'Cátac'],
    ['150113', 'Jesús María'],
    ['150122', 'Miraflores'],
    ['150105', 'Breña'],
    ['150128', 'Rímac'],
    ['150102', 'Ancón'],
    ['150141', 'Surquillo'],
    ['150132', 'San Juan de Lurigancho'],
    ['150142', 'Villa El Salvador'],
    ['150115', 'La Victoria'],
    ['150119', 'Lurín'],
    ['150123', 'Pachacámac'],
    ['150605', 'Chancay'],
    ['100101', 'Huánuco'],
    ['120501', 'Junín'],
    ['131201', 'Virú'],
    ['200706', 'Máncora'],
    ['200705', 'Los Órganos'],
    ['140312', 'Túcume'],
    ['080105', 'San Sebastián'],
    ['040129', 'José Luis Bustamante y Rivero'],
    ['250305', 'Alexander von Humboldt'],
    ['100603', 'Hermilio Valdizán'],
    ['250401', 'Purús'],
  ];
  it.each(corrected)('spells district %s as %s', (code, name) => {
    expect(findDistrict(code)?.name).toBe(name);
  });

  it('spells departments and provinces with their accents', () => {
    expect(findDepartment('02')?.name).toBe('Áncash');
    expect(findDepartment('03')?.name).toBe('Apurímac');
    expect(findDepartment('10')?.name).toBe('Huánuco');
    expect(findDepartment('12')?.name).toBe('Junín');
    expect(findDepartment('22')?.name).toBe('San Martín');
    expect(findProvince('0701')?.name).toBe('Callao');
    expect(findProvince('0408')?.name).toBe('La Unión');
    expect(findProvince('0508')?.name).toBe('Páucar del Sara Sara');
    expect(findProvince('0203')?.name).toBe('Antonio Raymondi');
    expect(findProvince('1604')?.name).toBe('Mariscal Ramón Castilla');
  });

  it('links a district to its province and department', () => {
    expect(findDistrict('160405')).toEqual({
      id: '160405',
      name: 'Santa Rosa de Loreto',
      province_id: '1604',
      department_id: '16',
      ubigeo: '160405',
    });
    expect(findProvince('1501')).toEqual({ id: '1501', name: 'Lima', department_id: '15' });
  });

  it('answers undefined or empty lists for unknown codes', () => {
    expect(findDepartment('99')).toBeUndefined();
    expect(findProvince('1599')).toBeUndefined();
    expect(findDistrict('150199')).toBeUndefined();
    expect(listProvinces('99')).toEqual([]);
    expect(listDistricts('abc')).toEqual([]);
  });
});

describe('normalizePlaceName', () => {
  it('lower-cases, strips accents and collapses spacing', () => {
    expect(normalizePlaceName('  Jesús   María ')).toBe('jesus maria');
    expect(normalizePlaceName('ÁNCASH')).toBe('ancash');
    expect(normalizePlaceName('Breña')).toBe('brena');
    expect(normalizePlaceName('Anco-Huallo')).toBe(normalizePlaceName('anco huallo'));
  });
});

describe('resolveLocation', () => {
  it('resolves a district by name alone, accent- and case-insensitively', () => {
    expect(resolveLocation({ district: 'jesus maria' })).toEqual({
      department: { id: '15', name: 'Lima' },
      province: { id: '1501', name: 'Lima', department_id: '15' },
      district: findDistrict('150113'),
    });
    expect(resolveLocation({ district: 'SANTA ROSA DE LORETO' })?.district?.id).toBe('160405');
  });

  it('resolves by codes', () => {
    const resolved = resolveLocation({ region: '15', province: '1501', district: '150122' });
    expect(resolved?.district?.name).toBe('Miraflores');
    expect(resolveLocation({ district: '080914' })?.province?.name).toBe('La Convención');
    expect(resolveLocation({ region: '07' })).toEqual({ department: { id: '07', name: 'Callao' } });
  });

  it('mixes names and codes', () => {
    expect(
      resolveLocation({ region: 'Ancash', province: 'huari', district: 'chavin de huantar' })?.district?.id,
    ).toBe('021004');
    expect(resolveLocation({ region: 'cusco', district: '080101' })?.district?.name).toBe('Cusco');
    expect(resolveLocation({ region: 'Lima', province: 'Lima' })?.province?.id).toBe('1501');
  });

  it('prefers the capital province when a name repeats inside the region', () => {
    // Miraflores is a district of Lima Metropolitana and of Yauyos.
    expect(resolveLocation({ region: 'Lima', district: 'Miraflores' })?.district?.id).toBe('150122');
    expect(resolveLocation({ region: 'Arequipa', district: 'Miraflores' })?.district?.id).toBe('040110');
    expect(resolveLocation({ province: 'Yauyos', district: 'Miraflores' })?.district?.id).toBe('151021');
  });

  it('refuses ambiguous names, unknown places and contradictions', () => {
    expect(resolveLocation({ district: 'Miraflores' })).toBeUndefined(); // Lima and Arequipa
    expect(resolveLocation({ district: 'Santa Rosa' })).toBeUndefined();
    expect(resolveLocation({ region: 'Atlantis' })).toBeUndefined();
    expect(resolveLocation({ region: '99' })).toBeUndefined();
    expect(resolveLocation({ region: '150' })).toBeUndefined();
    expect(resolveLocation({ region: 'Cusco', province: '1501' })).toBeUndefined();
    expect(resolveLocation({ province: '1501', district: '080101' })).toBeUndefined();
    expect(resolveLocation({})).toBeUndefined();
    expect(resolveLocation({ region: '  ', province: null })).toBeUndefined();
  });
});
