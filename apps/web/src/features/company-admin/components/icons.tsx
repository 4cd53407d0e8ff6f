/* Outline icons of the company screen, drawn in the current text colour; all decorative. */

interface IconProps {
  className?: string;
}

function Outline({ className = 'size-5', d }: IconProps & { d: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" className={className}>
      <path d={d} />
    </svg>
  );
}

export const BuildingIcon = (p: IconProps) => <Outline {...p} d="M4 21V5a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v16M16 9h2a2 2 0 0 1 2 2v10M2 21h20M8 7h4M8 11h4M8 15h4" />;
export const CheckCircleIcon = (p: IconProps) => <Outline {...p} d="M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0ZM8.5 12.5l2.5 2.5 4.5-5" />;
export const EyeIcon = (p: IconProps) => <Outline {...p} d="M2.5 12S6 5 12 5s9.5 7 9.5 7-3.5 7-9.5 7-9.5-7-9.5-7ZM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z" />;
export const ChatIcon = (p: IconProps) => <Outline {...p} d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12ZM8.5 11h7M8.5 14h4" />;
export const PencilIcon = (p: IconProps) => <Outline {...p} d="M16.9 3.6a2 2 0 0 1 2.8 2.8L8 18.1 4 19l.9-4L16.9 3.6ZM14.5 6l3.5 3.5" />;
export const ExternalLinkIcon = (p: IconProps) => <Outline {...p} d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />;
export const MailIcon = (p: IconProps) => <Outline {...p} d="M3.5 6.5h17v11h-17zM4 7l8 6 8-6" />;
export const PhoneIcon = (p: IconProps) => <Outline {...p} d="M5 4h3.5l1.5 4.5-2.2 1.3a11 11 0 0 0 6.4 6.4l1.3-2.2L20 15.5V19a1 1 0 0 1-1 1A16 16 0 0 1 4 5a1 1 0 0 1 1-1Z" />;
export const MapPinIcon = (p: IconProps) => <Outline {...p} d="M12 21s-7-6.2-7-11.5a7 7 0 1 1 14 0C19 14.8 12 21 12 21ZM12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z" />;
export const GlobeIcon = (p: IconProps) => <Outline {...p} d="M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0ZM3 12h18M12 3c2.5 2.6 3.5 5.6 3.5 9s-1 6.4-3.5 9c-2.5-2.6-3.5-5.6-3.5-9S9.5 5.6 12 3Z" />;
export const LinkIcon = (p: IconProps) => <Outline {...p} d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />;
export const UploadIcon = (p: IconProps) => <Outline {...p} d="M12 15V4M7.5 8.5 12 4l4.5 4.5M4 15v4a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-4" />;
export const PaletteIcon = (p: IconProps) => <Outline {...p} d="M12 3a9 9 0 1 0 0 18c1.1 0 1.7-.8 1.7-1.7 0-1.3-1.2-1.6-1.2-2.8 0-1 .8-1.6 1.8-1.6H17a4 4 0 0 0 4-4C21 6.6 17 3 12 3ZM7.5 11.5h.01M9.5 7.5h.01M14.5 7.5h.01" />;
export const CloseIcon = (p: IconProps) => <Outline {...p} d="M6 6l12 12M18 6 6 18" />;
