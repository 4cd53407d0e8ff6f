import type { CompanyPreset } from '@inmuebles/shared/companies/management-schema';
import type { CompanyColors, FontFamily, TemplateType } from '@inmuebles/shared/companies/configuration';

/*
 * The four looks of the dashboard's preset buttons (docs/product/signed-in-area.md §9: "their palettes come from the
 * server"). Each preset sets the template, the palette and the font together so they match. Colours are
 * chosen so white text stays readable on the primary and secondary (contrast >= 4.5:1) and the page's
 * dark text on the background; the accent is used for highlights, and the page derives its own text
 * colour on it.
 */

export interface PresetLook {
  template_type: TemplateType;
  color_palette: CompanyColors;
  font_family: FontFamily;
}

export const COMPANY_PRESETS: Record<CompanyPreset, PresetLook> = {
  /** Bright and friendly: blue with violet and emerald on white, Inter. */
  modern: {
    template_type: 'modern',
    color_palette: { primary: '#2563EB', secondary: '#7C3AED', accent: '#059669', background: '#FFFFFF' },
    font_family: 'Inter, sans-serif',
  },
  /** Traditional agency: navy and burgundy with a touch of gold on ivory, Georgia. */
  classic: {
    template_type: 'classic',
    color_palette: { primary: '#1E3A5F', secondary: '#7F1D1D', accent: '#B8860B', background: '#FBF8F1' },
    font_family: 'Georgia, serif',
  },
  /** High-end homes: near-black and deep gold with champagne on cream, Playfair Display. */
  luxury: {
    template_type: 'luxury',
    color_palette: { primary: '#111111', secondary: '#8A6A1F', accent: '#D4B978', background: '#FAF7F0' },
    font_family: "'Playfair Display', serif",
  },
  /** Quiet and clean: greys with one teal accent on white, the system font. */
  minimal: {
    template_type: 'minimal',
    color_palette: { primary: '#1F2937', secondary: '#4B5563', accent: '#0F766E', background: '#FFFFFF' },
    font_family: 'system-ui, sans-serif',
  },
};
