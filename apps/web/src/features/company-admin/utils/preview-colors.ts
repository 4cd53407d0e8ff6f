import {
  defaultCompanyConfiguration,
  isHexColor,
  type CompanyColors,
} from '@inmuebles/shared/companies/configuration';
import { toSixDigitHex } from './configuration-values';

/** The colours a preview paints with: each typed value while it is valid hex, else the built-in one. */
export function previewColors(colors: Record<keyof CompanyColors, string>): CompanyColors {
  const pick = (key: keyof CompanyColors) =>
    isHexColor(colors[key].trim()) ? colors[key].trim() : defaultCompanyConfiguration.colors[key];
  return {
    primary: pick('primary'),
    secondary: pick('secondary'),
    accent: pick('accent'),
    background: pick('background'),
  };
}

/** `a` mixed with `b` (weight of `a` from 0 to 1), like CSS `color-mix(in srgb, a w%, b)`. */
export function mixHex(a: string, b: string, weight: number): string {
  const channels = (hex: string) => {
    const full = toSixDigitHex(hex) ?? '#000000';
    return [1, 3, 5].map((i) => parseInt(full.slice(i, i + 2), 16));
  };
  const [ca, cb] = [channels(a), channels(b)];
  return `#${ca
    .map((value, i) =>
      Math.round(value * weight + (cb[i] ?? 0) * (1 - weight))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
