import { describe, expect, it } from 'vitest';
import { telUrl, whatsAppShareUrl } from './contact-links';

describe('other links', () => {
  it('calls the digits with the leading plus', () =>
    expect(telUrl('+51 (01) 234-5678')).toBe('tel:+51012345678'));

  it('shares the title and the address on WhatsApp', () => {
    expect(whatsAppShareUrl('Casa', 'https://x.pe/propiedad/casa')).toBe(
      `https://wa.me/?text=${encodeURIComponent('Casa https://x.pe/propiedad/casa')}`,
    );
  });
});
