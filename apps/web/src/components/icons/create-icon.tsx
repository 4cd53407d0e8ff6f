import type { ReactNode } from 'react';
import type { FillableIconProps, IconProps } from './icon-base';
import {
  defaultIconClassName,
  defaultStrokeWidth,
  outlineIconAttributes,
  solidIconAttributes,
} from './icon-base';

/** A line icon around any drawing; used directly where the drawing is chosen at run time. */
export function OutlineIcon({
  className = defaultIconClassName,
  strokeWidth = defaultStrokeWidth,
  filled = false,
  children,
}: FillableIconProps & { children: ReactNode }) {
  return (
    <svg
      {...outlineIconAttributes}
      strokeWidth={strokeWidth}
      fill={filled ? 'currentColor' : 'none'}
      className={className}
    >
      {children}
    </svg>
  );
}

/** A line icon component for a fixed drawing. */
export function outlineIcon(drawing: ReactNode) {
  return (props: IconProps) => <OutlineIcon {...props}>{drawing}</OutlineIcon>;
}

/** Like `outlineIcon`, for drawings that can also be shown filled (`filled`). */
export function fillableIcon(drawing: ReactNode) {
  return (props: FillableIconProps) => <OutlineIcon {...props}>{drawing}</OutlineIcon>;
}

/** A solid glyph component (brand logos keep their own shapes, so they have no line weight). */
export function solidIcon(drawing: ReactNode) {
  return ({ className = defaultIconClassName }: Pick<IconProps, 'className'>) => (
    <svg {...solidIconAttributes} className={className}>
      {drawing}
    </svg>
  );
}
