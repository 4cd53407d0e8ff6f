/** Relative luminance (WCAG) of a '#RGB' or '#RRGGBB' colour. */
function luminance(hex: string): number {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  const channels = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const dark = '#0F172A';
const light = '#FFFFFF';

/**
 * The text colour that reads best on `hex`: white on dark and saturated colours, near-black on light ones
 * (a yellow accent gets dark text). White wins ties, as brand buttons usually expect.
 */
export function readableTextOn(hex: string): string {
  const l = luminance(hex);
  const contrastWhite = 1.05 / (l + 0.05);
  const contrastDark = (l + 0.05) / (luminance(dark) + 0.05);
  return contrastWhite >= 3 || contrastWhite >= contrastDark ? light : dark;
}
