/**
 * What every icon of the app shares. Icons are decorative (each sits next to a text or inside a labelled
 * control), so they are hidden from assistive technology and take the current text colour.
 */

export interface IconProps {
  /** Size and colour classes; `size-5` when not given. */
  className?: string;
  /** Line weight in units of the 24-unit grid; 1.8 when not given. */
  strokeWidth?: number;
}

/** For icons that can be drawn solid, as a pressed favourite or a rating star. */
export interface FillableIconProps extends IconProps {
  filled?: boolean;
}

export const defaultIconClassName = 'size-5';
export const defaultStrokeWidth = 1.8;

/** The attributes of a line icon on the 24-unit grid. */
export const outlineIconAttributes = {
  'aria-hidden': true,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** The attributes of a solid glyph (brand logos) on the 24-unit grid. */
export const solidIconAttributes = {
  'aria-hidden': true,
  viewBox: '0 0 24 24',
  fill: 'currentColor',
} as const;
