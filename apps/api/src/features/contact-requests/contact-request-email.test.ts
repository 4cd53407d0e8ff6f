import { describe, expect, it } from 'vitest';
import { contactRequestMessage } from './contact-request-email.ts';

const input = {
  to: 'ana@sol.pe',
  recipientFirstName: 'Ana',
  companyName: 'Inmobiliaria Sol',
  property: { title: 'Casa\r\nBcc: spam@evil.test', slug: 'casa-en-surco' },
  sender: {
    name: '<b>Carlos</b>',
    email: 'carlos@example.pe',
    phone: null,
    message: 'Primera línea <script>alert(1)</script>\n\nSegunda línea',
  },
  publicUrl: 'https://inmoperu.pe',
};

describe('the e-mail a company member receives for a contact request', () => {
  it('keeps the subject on one line whatever the title holds', () => {
    const message = contactRequestMessage(input);
    expect(message.subject).toBe('Nueva consulta sobre "Casa Bcc: spam@evil.test" - InmoPerú');
    expect(message).toMatchObject({ to: 'ana@sol.pe', kind: 'contact_request' });
  });

  it('gives the sender data, the message and the property link in text', () => {
    const { text } = contactRequestMessage(input);
    expect(text).toContain('Hola Ana,');
    expect(text).toContain('Nombre: <b>Carlos</b>');
    expect(text).toContain('Correo electrónico: carlos@example.pe');
    expect(text).toContain('Teléfono: No indicado');
    expect(text).toContain('Primera línea <script>alert(1)</script>\n\nSegunda línea');
    expect(text).toContain('https://inmoperu.pe/propiedad/casa-en-surco');
    expect(text).toContain('Para responder, escribe a carlos@example.pe.');
  });

  it('escapes everything the sender typed in the HTML version', () => {
    const { html } = contactRequestMessage(input);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>Carlos</b>');
    expect(html).toContain('&lt;b&gt;Carlos&lt;/b&gt;');
    expect(html).toContain('href="https://inmoperu.pe/propiedad/casa-en-surco"');
  });
});
