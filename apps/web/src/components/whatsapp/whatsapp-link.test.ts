import { describe, expect, it } from 'vitest';
import { whatsAppEnquiryUrl, whatsAppPhone } from './whatsapp-link';

describe('WhatsApp enquiry link', () => {
  it('writes the number with its country, digits only', () => {
    expect(whatsAppPhone('+51 (01) 234-5678')).toBe('51012345678');
    expect(whatsAppPhone('+51 987-654 321')).toBe('51987654321');
    // A Peruvian mobile written without its country: wa.me needs it.
    expect(whatsAppPhone('987 654 321')).toBe('51987654321');
  });

  it("prefills the listing's code, title and address, so the agent knows which listing", () => {
    const url = new URL(
      whatsAppEnquiryUrl('+51 987 654 321', {
        id: 39,
        title: 'Departamento en Miraflores',
        slug: 'depa-mira',
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/51987654321');
    expect(url.searchParams.get('text')).toBe(
      `Hola, me interesa IP-00039: Departamento en Miraflores ${window.location.origin}/propiedad/depa-mira`,
    );
  });
});
