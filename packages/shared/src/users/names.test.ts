import { describe, expect, it } from 'vitest';
import { getFullName, getInitials } from './names.ts';

describe('getFullName', () => {
  it('joins first and last name', () => {
    expect(getFullName({ first_name: 'Ana', last_name: 'Pérez' })).toBe('Ana Pérez');
  });

  it('uses whichever name exists, trimmed', () => {
    expect(getFullName({ first_name: '  Ana ', last_name: '' })).toBe('Ana');
    expect(getFullName({ first_name: null, last_name: 'Pérez' })).toBe('Pérez');
  });

  it("falls back to 'Usuario'", () => {
    expect(getFullName({ first_name: ' ', last_name: null })).toBe('Usuario');
    expect(getFullName({})).toBe('Usuario');
    expect(getFullName(null)).toBe('Usuario');
  });
});

describe('getInitials', () => {
  it('takes the first letters of the first two words, upper-cased', () => {
    expect(getInitials('ana maría pérez')).toBe('AM');
    expect(getInitials('Ángel')).toBe('Á');
  });

  it("gives 'U' for 'Usuario' and for an empty name", () => {
    expect(getInitials('Usuario')).toBe('U');
    expect(getInitials('   ')).toBe('U');
  });
});
