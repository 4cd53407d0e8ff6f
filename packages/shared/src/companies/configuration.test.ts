import { describe, expect, it } from 'vitest';
import {
  CompanyLimits,
  companyConfigurationInputSchema,
  defaultCompanyConfigurationValues,
  fontOptions,
  hexColorSchema,
  isFontFamily,
  templateTypeLabels,
  utf8ByteLength,
} from './configuration.ts';

describe('company configuration', () => {
  it('accepts #RGB and #RRGGBB in any case, nothing else', () => {
    const schema = hexColorSchema('El color primario');
    for (const ok of ['#fff', '#FFF', '#3B82F6', '#3b82f6']) expect(schema.safeParse(ok).success).toBe(true);
    for (const bad of ['red', '#ffff', '3B82F6', 'rgb(0,0,0)', '#3B82F6;color:red', '#GGGGGG']) {
      const result = schema.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(
        'El color primario no es válido. Usa formato hexadecimal (#RGB o #RRGGBB)',
      );
    }
  });

  it('offers the five fonts and the four templates of the spec', () => {
    expect(fontOptions.map((f) => f.label)).toEqual([
      'Inter',
      'Georgia',
      'Playfair Display',
      'Helvetica/Arial',
      'System UI',
    ]);
    expect(isFontFamily("'Playfair Display', serif")).toBe(true);
    expect(isFontFamily('Comic Sans MS')).toBe(false);
    expect(templateTypeLabels).toEqual({
      modern: 'Moderno',
      classic: 'Clásico',
      luxury: 'Lujo',
      minimal: 'Minimalista',
    });
  });

  it('validates the form with Spanish messages and caps the CSS in bytes', () => {
    expect(companyConfigurationInputSchema.safeParse(defaultCompanyConfigurationValues).success).toBe(true);
    const tooBig = 'á'.repeat(CompanyLimits.maxCustomCssBytes / 2 + 1);
    const result = companyConfigurationInputSchema.safeParse({
      ...defaultCompanyConfigurationValues,
      custom_css: tooBig,
      template_type: 'fancy',
    });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Plantilla no válida',
      'El CSS personalizado no puede superar los 20 KB',
    ]);
  });
});

describe('utf8ByteLength', () => {
  it('counts UTF-8 bytes', () => {
    expect(['a', 'á', '→', '🏠', 'casa á'].map(utf8ByteLength)).toEqual([1, 2, 3, 4, 7]);
  });
});
