import { describe, expect, it } from 'vitest';
import { companyWhatsAppUrl, telUrl, whatsAppPhone, whatsAppShareUrl } from './contact-links';

describe('company WhatsApp link', () => {
  it('strips spaces, hyphens, parentheses and the plus sign from the phone', () => {
    expect(whatsAppPhone('+51 (01) 234-5678')).toBe('51012345678');
  });

  it('prefills the interest message with the property title', () => {
    expect(companyWhatsAppUrl('+51 987-654 321', 'Casa en Miraflores')).toBe(
      `https://wa.me/51987654321?text=${encodeURIComponent('Hola, estoy interesado en la propiedad: Casa en Miraflores')}`,
    );
  });
});

describe('other links', () => {
  it('calls the digits with the leading plus', () =>
    expect(telUrl('+51 (01) 234-5678')).toBe('tel:+51012345678'));

  it('shares the title and the address on WhatsApp', () => {
    expect(whatsAppShareUrl('Casa', 'https://x.pe/propiedad/casa')).toBe(
      `https://wa.me/?text=${encodeURIComponent('Casa https://x.pe/propiedad/casa')}`,
    );
  });
});
