import type { MouseEvent, ReactNode } from 'react';
import { WhatsAppIcon } from '@/components/icons/social-icons';
import { buttonStyles, type ButtonSize } from '@/components/ui/button-styles';
import { whatsAppEnquiryUrl, type WhatsAppListing } from './whatsapp-link';

export interface WhatsAppButtonProps {
  phone: string;
  listing: WhatsAppListing;
  size?: ButtonSize;
  className?: string;
  /** The visible text ('WhatsApp' unless told); without text, pass `label` for screen readers. */
  children?: ReactNode;
  /** Accessible name when the button shows the icon alone. */
  label?: string;
  iconClassName?: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/**
 * A green button opening a WhatsApp chat with the agent or company, the listing's code and address already
 * written (whatsapp-link.ts). It opens in a new tab: WhatsApp Web on a desk, the app on a phone.
 */
export function WhatsAppButton({
  phone,
  listing,
  size = 'md',
  className = '',
  children = 'WhatsApp',
  label,
  iconClassName = 'size-4',
  onClick,
}: WhatsAppButtonProps) {
  return (
    <a
      href={whatsAppEnquiryUrl(phone, listing)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      onClick={onClick}
      className={buttonStyles('whatsapp', size, className)}
    >
      <WhatsAppIcon className={iconClassName} />
      {children}
    </a>
  );
}
