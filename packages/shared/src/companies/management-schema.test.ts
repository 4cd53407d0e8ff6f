import { describe, expect, it } from 'vitest';
import {
  applyPresetBodySchema,
  companyAnalyticsQuerySchema,
  companyConfigurationBodySchema,
  companyCreateBodySchema,
  companyUpdateBodySchema,
  isHttpUrl,
  presetAppliedMessage,
  presetConfirmMessage,
} from './management-schema.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('company update body', () => {
  it('accepts a partial update, empty strings clearing optional fields', () => {
    const body = {
      name: '  Andes Inmobiliaria ',
      email: '',
      website: 'https://andes.pe',
      phone: '+51 (1) 555-0101',
      social_links: { facebook: 'https://facebook.com/andes', linkedin: '' },
    };
    expect(companyUpdateBodySchema.parse(body)).toEqual({ ...body, name: 'Andes Inmobiliaria' });
    expect(companyUpdateBodySchema.parse({})).toEqual({});
  });

  it('refuses a blank name, bad addresses and unknown keys in Spanish', () => {
    expect(messages(companyUpdateBodySchema.safeParse({ name: '   ' }))).toEqual([
      'El nombre de la empresa es requerido',
    ]);
    expect(
      messages(
        companyUpdateBodySchema.safeParse({
          email: 'no-es-correo',
          website: 'andes.pe',
          phone: 'llámame',
          social_links: { instagram: 'javascript:alert(1)', tiktok: 'x' },
          slug: 'otro',
        }),
      ),
    ).toEqual([
      'Ingresa un correo válido',
      'El sitio web no es válido. Usa una dirección que empiece con https://',
      'Ingresa un teléfono válido',
      'La URL de Instagram no es válida. Usa una dirección que empiece con https://',
      'Campo no permitido: tiktok',
      'Campo no permitido: slug',
    ]);
  });

  it('requires the name only when creating', () => {
    expect(messages(companyCreateBodySchema.safeParse({ about: 'x' }))).toEqual([
      'El nombre de la empresa es requerido',
    ]);
    expect(companyCreateBodySchema.parse({ name: 'Nueva' })).toEqual({ name: 'Nueva' });
  });

  it('takes only http(s) addresses as URLs', () => {
    expect(['https://a.pe', 'http://a.pe/x?y=1'].map(isHttpUrl)).toEqual([true, true]);
    expect(['javascript:alert(1)', 'ftp://a.pe', 'a.pe', 'https://'].map(isHttpUrl)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('configuration and presets', () => {
  it("names each bad colour with the spec's message", () => {
    const result = companyConfigurationBodySchema.safeParse({
      company_configuration: {
        template_type: 'modern',
        primary_color: 'red',
        secondary_color: '#12',
        accent_color: '#GGGGGG',
        background_color: '#FFFFFFF',
        font_family: 'Inter, sans-serif',
      },
    });
    expect(messages(result)).toEqual([
      'El color primario no es válido. Usa formato hexadecimal (#RGB o #RRGGBB)',
      'El color secundario no es válido. Usa formato hexadecimal (#RGB o #RRGGBB)',
      'El color acento no es válido. Usa formato hexadecimal (#RGB o #RRGGBB)',
      'El color fondo no es válido. Usa formato hexadecimal (#RGB o #RRGGBB)',
    ]);
  });

  it('refuses unknown presets and defaults the analytics period to month', () => {
    expect(messages(applyPresetBodySchema.safeParse({ preset: 'retro' }))).toEqual([
      'Preset no válido (modern, classic, luxury o minimal)',
    ]);
    expect(companyAnalyticsQuerySchema.parse({})).toEqual({ period: 'month' });
    expect(companyAnalyticsQuerySchema.parse({ period: '' })).toEqual({ period: 'month' });
    expect(companyAnalyticsQuerySchema.safeParse({ period: 'day' }).success).toBe(false);
  });

  it('builds the preset dialogs', () => {
    expect(presetConfirmMessage('Lujo')).toBe(
      '¿Deseas aplicar el preset "Lujo"? Esto sobreescribirá los colores actuales.',
    );
    expect(presetAppliedMessage('Lujo')).toBe('Preset "Lujo" aplicado exitosamente');
  });
});
