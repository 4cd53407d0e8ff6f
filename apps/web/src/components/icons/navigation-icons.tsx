/* Icons that move, open, close or find things. */
import { outlineIcon } from './create-icon';

export const ChevronLeftIcon = outlineIcon(<path d="m15 18-6-6 6-6" />);
export const ChevronRightIcon = outlineIcon(<path d="m9 18 6-6-6-6" />);
export const ArrowLeftIcon = outlineIcon(<path d="M19 12H5M12 19l-7-7 7-7" />);
export const ArrowRightIcon = outlineIcon(<path d="M5 12h14M13 6l6 6-6 6" />);
export const ArrowDownIcon = outlineIcon(<path d="M12 5v14M6 13l6 6 6-6" />);
export const CloseIcon = outlineIcon(<path d="M18 6 6 18M6 6l12 12" />);
export const MenuIcon = outlineIcon(<path d="M4 7h16M4 12h16M4 17h16" />);
export const ExpandIcon = outlineIcon(<path d="M15 3h6v6M9 21H3v-6M21 3l-7 7M3 21l7-7" />);
export const ExternalLinkIcon = outlineIcon(
  <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />,
);
export const HomeIcon = outlineIcon(<path d="M3 10.5 12 3l9 7.5M5 9v11h5v-6h4v6h5V9" />);
export const LogoutIcon = outlineIcon(
  <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l-5-5 5-5M5 12h11" />,
);
export const SearchIcon = outlineIcon(
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m20 20-4.2-4.2" />
  </>,
);
export const SlidersIcon = outlineIcon(
  <>
    <path d="M4 7h10M18 7h2M4 17h4M12 17h8" />
    <circle cx="16" cy="7" r="2" />
    <circle cx="10" cy="17" r="2" />
  </>,
);
export const GridIcon = outlineIcon(<path d="M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z" />);
export const ListIcon = outlineIcon(<path d="M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01" />);
