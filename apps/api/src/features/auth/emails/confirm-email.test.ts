import { describe, expect, it } from 'vitest';
import { confirmEmailMessage } from './confirm-email.ts';

describe('the confirmation e-mail', () => {
  it('calls the site a portal, never a marketplace', () => {
    const mail = confirmEmailMessage({
      to: 'a@b.pe',
      firstName: 'Ana',
      publicUrl: 'https://x.pe',
      token: 't',
    });
    expect(mail.text).toContain('InmoPerú, el portal inmobiliario del Perú');
    expect(`${mail.subject} ${mail.text} ${mail.html}`.toLowerCase()).not.toContain('marketplace');
  });
});
