import type { PropertySummary } from '@inmuebles/shared/properties/property-schema';
import { MapPinIcon } from '@/components/icons/property-icons';
import { placeText } from './place-text';

export interface PlaceLineProps {
  address: PropertySummary['address'];
  /** A paragraph of its own, or a span inside a line of facts. */
  as?: 'p' | 'span';
  className?: string;
  iconClassName?: string;
  iconStrokeWidth?: number;
  /** How the text itself is laid out (cut with an ellipsis unless told otherwise). */
  textClassName?: string;
  /** Shown when the property has no place; without it the line is left out. */
  fallback?: string;
}

/** A card's pin and 'district, province' line, named 'Ubicación' for screen readers. */
export function PlaceLine({
  address,
  as: Tag = 'p',
  className = '',
  iconClassName = 'size-4 shrink-0 text-slate-400',
  iconStrokeWidth,
  textClassName = 'truncate',
  fallback,
}: PlaceLineProps) {
  const text = placeText(address) || fallback;
  if (!text) return null;
  return (
    <Tag className={className}>
      <MapPinIcon className={iconClassName} strokeWidth={iconStrokeWidth} />
      <span className="sr-only">Ubicación:</span>
      <span className={textClassName}>{text}</span>
    </Tag>
  );
}
