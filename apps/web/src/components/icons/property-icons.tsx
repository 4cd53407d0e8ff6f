/* Icons of a property's facts, pictures and rankings. */
import { fillableIcon, outlineIcon } from './create-icon';

export const MapPinIcon = outlineIcon(
  <>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </>,
);
export const AreaIcon = outlineIcon(<path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />);
export const RulerIcon = outlineIcon(<path d="M3 17 17 3l4 4L7 21l-4-4ZM7 13l2 2M10 10l2 2M13 7l2 2" />);
export const EyeIcon = outlineIcon(
  <>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const CameraIcon = outlineIcon(
  <>
    <path d="M4 8h3l2-3h6l2 3h3v11H4Z" />
    <circle cx="12" cy="13" r="3.5" />
  </>,
);
export const ImagesIcon = outlineIcon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <circle cx="8.5" cy="10" r="1.5" />
    <path d="m21 16-5-5-8 8" />
  </>,
);
export const FilmIcon = outlineIcon(
  <>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <path d="M7 4v16M17 4v16M3 9h4M3 15h4M17 9h4M17 15h4" />
  </>,
);

/** An office block with a lower wing. */
export const BuildingIcon = outlineIcon(
  <path d="M4 21V5a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v16M16 9h2a2 2 0 0 1 2 2v10M3 21h18M8 7h4M8 11h4M8 15h4" />,
);
/** A gabled front with a door: the listing's stand-in for a missing photo. */
export const BuildingFrontIcon = outlineIcon(
  <path d="M3 21h18M5 21V7l7-4 7 4v14M9 21v-4h6v4M9 10h.01M15 10h.01M9 13.5h.01M15 13.5h.01" />,
);
/** Two towers side by side: the property grid's stand-in for a missing photo. */
export const TowersIcon = outlineIcon(
  <path d="M4 21V5l8-3v19M12 21V8l8 3v10M2 21h20M7 8h2M7 12h2M7 16h2M15 14h2M15 17h2" />,
);

export const HeartIcon = fillableIcon(
  <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.6 4.5 7 4.5c2 0 3.5 1.1 5 3 1.5-1.9 3-3 5-3 3.4 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4Z" />,
);
export const StarIcon = fillableIcon(
  <path d="m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9Z" />,
);
export const DiamondIcon = fillableIcon(<path d="M6 3h12l4 6-10 12L2 9Z" />);
