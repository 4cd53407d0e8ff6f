/* Icons of commands and their outcomes. */
import { outlineIcon } from './create-icon';

export const PlusIcon = outlineIcon(<path d="M12 5v14M5 12h14" />);
export const PencilIcon = outlineIcon(<path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4ZM13.5 6.5l4 4" />);
export const PencilSquareIcon = outlineIcon(
  <path d="M11 4H5a1 1 0 0 0-1 1v14a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-6M17.5 3.5a2.1 2.1 0 0 1 3 3L12 15l-4 1 1-4 8.5-8.5Z" />,
);
export const TrashIcon = outlineIcon(
  <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />,
);
export const SaveIcon = outlineIcon(
  <path d="M19 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h11l5 5v11a2 2 0 0 1-2 2ZM17 21v-8H7v8M7 3v5h8" />,
);
/** An arrow rising into a tray: sending a file. */
export const UploadIcon = outlineIcon(
  <path d="M12 15V4M7.5 8.5 12 4l4.5 4.5M4 15v4a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-4" />,
);
/** An arrow rising from a line: making something public. */
export const PublishIcon = outlineIcon(<path d="M12 16V4M7 9l5-5 5 5M5 20h14" />);
export const ArchiveIcon = outlineIcon(
  <path d="M3 4h18v4H3zM5 8v11a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8M10 12h4" />,
);
export const CheckIcon = outlineIcon(<path d="m5 12 5 5L20 7" />);
export const CheckCircleIcon = outlineIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12 3 3 5-6" />
  </>,
);
export const AlertIcon = outlineIcon(
  <path d="M12 9v4M12 17h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />,
);
export const BriefcaseIcon = outlineIcon(
  <path d="M9 6V5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v1M4 7h16a1 1 0 0 1 1 1v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a1 1 0 0 1 1-1ZM3 12h18" />,
);
export const InboxIcon = outlineIcon(
  <path d="M3 13h5l1.5 3h5L16 13h5M5.5 5h13L21 13v5a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-5l2.5-8Z" />,
);
/** A warning triangle: the failure panels' sign. */
export const WarningIcon = outlineIcon(
  <path d="M12 8v5M12 16.5h.01M10.3 3.9 2.4 17.5A2 2 0 0 0 4.1 20.5h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />,
);
/** A magnifier with a minus: a search that found nothing. */
export const SearchEmptyIcon = outlineIcon(
  <path d="M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13ZM20 20l-4.9-4.9M8 10.5h5" />,
);
export const UsersIcon = outlineIcon(
  <path d="M16 20v-1.5a3.5 3.5 0 0 0-3.5-3.5h-5A3.5 3.5 0 0 0 4 18.5V20M10 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7ZM20 20v-1.5a3.5 3.5 0 0 0-2.5-3.35M15.5 4.15a3.5 3.5 0 0 1 0 6.7" />,
);
/** A key: the API keys of the Integraciones page. */
export const KeyIcon = outlineIcon(
  <path d="M15.5 7.5a3 3 0 1 1-3 3M21 2l-9.6 9.6M15.5 7.5 18 5l3 3-2.5 2.5M8 21a5 5 0 1 1 0-10 5 5 0 0 1 0 10Z" />,
);
/** A tower crane: new developments under construction (the dashboard's "Proyectos"). */
export const CraneIcon = outlineIcon(<path d="M7 21V3m0 0h13M7 3 3 7h4m10-4v7m-2 0h4v3h-4zM4 21h6" />);
