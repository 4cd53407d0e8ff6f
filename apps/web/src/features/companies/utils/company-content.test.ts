import { describe, expect, it } from 'vitest';
import { companyInitial, excerpt, telHref, websiteLabel } from './company-content';

describe('company content', () => {
  it('cuts long text at the given length and adds three dots', () => {
    const text = 'a'.repeat(160);
    expect(excerpt(text, 150)).toBe(`${'a'.repeat(150)}...`);
    expect(excerpt(text, 120)).toHaveLength(123);
    expect(excerpt('Corto.', 150)).toBe('Corto.');
  });

  it('builds tel: links from displayed numbers', () => {
    expect(telHref('+51 1 445 2310')).toBe('tel:+5114452310');
    expect(telHref('(054) 228-415')).toBe('tel:054228415');
    expect(telHref(null)).toBeNull();
    expect(telHref('sin teléfono')).toBeNull();
  });

  it('shows websites without the protocol and initials in upper case', () => {
    expect(websiteLabel('https://www.andes.pe/')).toBe('www.andes.pe');
    expect(companyInitial('ñuñoa propiedades')).toBe('Ñ');
  });
});
