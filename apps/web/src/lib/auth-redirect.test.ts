import { describe, expect, it } from 'vitest';
import { getSafeReturnUrl } from './auth-redirect';

/** What the login screen reads from `/login?returnUrl=<raw>`: the value, percent-decoded once. */
const returnUrlOf = (raw: string) => new URLSearchParams(`returnUrl=${raw}`).get('returnUrl');

describe('getSafeReturnUrl', () => {
  // Each as an attacker would write it after `/login?returnUrl=` in a link.
  it.each([
    ['%2F%09%2Fevil.example%2Fx', 'a tab between the slashes (browsers drop it: //evil.example)'],
    ['%2F%0A%2Fevil.example%2Fx', 'a line feed between the slashes'],
    ['%2F%0D%2Fevil.example%2Fx', 'a carriage return between the slashes'],
    ['%2F%0D%0A%2Fevil.example%2Fx', 'CR LF between the slashes'],
    ['%09%2F%2Fevil.example', 'a leading tab'],
    ['%20%2F%2Fevil.example', 'a leading space'],
    ['%2Fdashboard%09', 'a trailing tab'],
    ['%2F%00%2Fevil.example', 'a NUL'],
    ['%2F%0B%2Fevil.example', 'a vertical tab'],
    ['%2F%0C%2Fevil.example', 'a form feed'],
    ['%2F%7F%2Fevil.example', 'DEL'],
    ['%2F%C2%85%2Fevil.example', 'a C1 control (NEL)'],
    ['%2F%C2%A0%2Fevil.example', 'a no-break space'],
    ['%2F%E2%80%A8%2Fevil.example', 'a line separator'],
    ['%2F%E3%80%80%2Fevil.example', 'an ideographic space'],
    ['%2F%2Fevil.example', 'protocol-relative, encoded slashes'],
    ['//evil.example', 'protocol-relative, raw slashes'],
    ['%2F%2F%2Fevil.example', 'three slashes'],
    ['%2F%5Cevil.example', 'slash and backslash'],
    ['%5C%5Cevil.example', 'two backslashes'],
    ['%5C%2Fevil.example', 'backslash and slash'],
    ['%2Fdashboard%5C..%5C%5Cevil.example', 'a backslash further on'],
    ['%2F.%2F%2Fevil.example', 'a dot segment that leaves //evil.example'],
    ['%2F%252F%2Fevil.example', 'an encoded slash inside the path'],
    ['%2F%255Cevil.example', 'an encoded backslash inside the path'],
    ['%2F%2509%2Fevil.example', 'an encoded tab inside the path'],
    ['%252F%252Fevil.example', 'double-encoded slashes'],
    ['https%3A%2F%2Fevil.example%2Fx', 'an absolute address'],
    ['HTTPS%3A%2F%2Fevil.example', 'an upper-case scheme'],
    ['hTtP%3A%2F%2Fevil.example', 'a mixed-case scheme'],
    ['https%3Aevil.example', 'a scheme without slashes'],
    ['https%3A%2F%5Cevil.example', 'a scheme, slash and backslash'],
    ['javascript%3Aalert(document.domain)', 'javascript:'],
    ['JaVaScRiPt%3Aalert(1)', 'a mixed-case javascript:'],
    ['java%09script%3Aalert(1)', 'a tab inside javascript:'],
    ['%20javascript%3Aalert(1)', 'a space before javascript:'],
    ['data%3Atext%2Fhtml%2C%3Cscript%3Ealert(1)%3C%2Fscript%3E', 'data:'],
    ['%2F%2F%D0%B5vil.example', 'an IDN look-alike host (Cyrillic е)'],
    ['%2F%2Fxn--vil-7cd.example', 'a punycode host'],
    ['%2F%2Fevil%E3%80%82example', 'an ideographic full stop for the dot'],
    ['%EF%BC%8F%EF%BC%8Fevil.example', 'full-width solidi'],
    ['%2F%2Flocalhost%40evil.example', 'this host as user info of another'],
    ['http%3A%2F%2Flocalhost%3A3000%40evil.example%2F', 'this origin as user info of another'],
    ['dashboard', 'a relative path'],
    ['', 'nothing'],
  ])('refuses %s (%s)', (raw) => {
    expect(getSafeReturnUrl(returnUrlOf(raw))).toBeNull();
  });

  it('refuses a missing value', () => {
    expect(getSafeReturnUrl(null)).toBeNull();
    expect(getSafeReturnUrl(undefined)).toBeNull();
  });

  it.each([
    ['%2Fdashboard', '/dashboard'],
    ['%2Fdashboard%2Fproperties%3Fstatus%3Ddraft', '/dashboard/properties?status=draft'],
    ['%2Fpropiedades%3Fregion%3D15%26guardar%3D1', '/propiedades?region=15&guardar=1'],
    ['%2Fpropiedad%2Fcasa-en-miraflores%23fotos', '/propiedad/casa-en-miraflores#fotos'],
    ['%2Fpropiedades%3Fq%3Dvista%2520al%2520mar', '/propiedades?q=vista%20al%20mar'],
    // A search may name a slash; only the path must not hide one.
    ['%2Fpropiedades%3Fq%3D3%252F4', '/propiedades?q=3%2F4'],
    ['%2Finvitacion%2FAbC_12-x', '/invitacion/AbC_12-x'],
  ])('keeps the in-app address %s as %s', (raw, expected) => {
    expect(getSafeReturnUrl(returnUrlOf(raw))).toBe(expected);
  });
});
