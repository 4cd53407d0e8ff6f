import { describe, expect, it } from 'vitest';
import { emailReplyLink, formatLeadPhone, whatsappLink } from './contact-links';

describe('lead reply links', () => {
  it('adds Peru’s code to a local mobile and keeps an international one', () => {
    expect(whatsappLink('987 654 321', 'Ana', 'Casa')).toMatch(/^https:\/\/wa\.me\/51987654321\?text=/);
    expect(whatsappLink('+51 987-654-321', 'Ana', 'Casa')).toMatch(/^https:\/\/wa\.me\/51987654321\?/);
    expect(whatsappLink('+1 (415) 555-0100', 'Ana', 'Casa')).toMatch(/^https:\/\/wa\.me\/14155550100\?/);
    expect(whatsappLink(null, 'Ana', 'Casa')).toBeNull();
    expect(whatsappLink('123', 'Ana', 'Casa')).toBeNull();
  });

  it('answers by e-mail about the property', () => {
    expect(emailReplyLink('ana@example.pe', 'Casa en Surco')).toBe(
      'mailto:ana@example.pe?subject=Re%3A%20Casa%20en%20Surco',
    );
  });
});

describe('formatLeadPhone', () => {
  it('writes every Peruvian mobile one way, whatever way it was typed', () => {
    for (const typed of ['987654321', '987 654 321', '+51 987-654-321', '51987654321', '0051 987 654 321']) {
      expect(formatLeadPhone(typed)).toBe('+51 987 654 321');
    }
    expect(formatLeadPhone(' (01) 444-5555 ')).toBe('(01) 444-5555');
  });
});
