import { useCallback, useEffect, useRef, useState } from 'react';
import { UiTimings } from '@inmuebles/shared/properties/limits';
import { useMenuButton } from '@/hooks/use-menu-button';
import { LinkIcon, ShareIcon } from './icons/contact-icons';
import { FacebookIcon, WhatsAppIcon } from './icons/social-icons';
import { copyToClipboard } from './copy-to-clipboard';

export interface ShareMenuProps {
  /** The absolute address to share. */
  url: string;
  /** What the shared message says before the link (WhatsApp). */
  title: string;
  /** Classes of the round trigger button. */
  buttonClassName?: string;
  /** Which networks the menu offers besides 'Copiar enlace' (the detail title offers only WhatsApp). */
  networks?: readonly ShareNetwork[];
  /** How long '¡Enlace copiado!' stays before the menu closes (2 s on cards, 3 s on the detail). */
  confirmationMs?: number;
}

export type ShareNetwork = 'facebook' | 'whatsapp';
const allNetworks: readonly ShareNetwork[] = ['facebook', 'whatsapp'];

/** Share addresses of the networks the spec names. */
function facebookShareUrl(url: string): string {
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`;
}

export function whatsAppShareUrl(title: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;
}

const itemStyles =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm text-slate-700 outline-none transition-colors hover:bg-slate-100 focus-visible:bg-blue-50 focus-visible:text-blue-800';

/**
 * A share button opening a menu: Facebook, WhatsApp and 'Copiar enlace'. Copying shows
 * '¡Enlace copiado!' for `confirmationMs` and then closes the menu. Clicks never reach the parent (a card).
 */
export function ShareMenu({
  url,
  title,
  buttonClassName = '',
  networks = allNetworks,
  confirmationMs = UiTimings.copyConfirmation,
}: ShareMenuProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const containerRef = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const close = useCallback(() => {
    clearTimeout(timer.current);
    setIsOpen(false);
    setCopyState('idle');
  }, []);
  const open = useCallback(() => setIsOpen(true), []);
  const { buttonRef, menuRef, buttonProps, menuProps } = useMenuButton({
    isOpen,
    open,
    close,
    containerRef,
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const copyLink = async () => {
    const copied = await copyToClipboard(url);
    setCopyState(copied ? 'copied' : 'failed');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => (copied ? close() : setCopyState('idle')), confirmationMs);
  };

  return (
    // Clicks inside must not open the card (or anything else) underneath.
    <div ref={containerRef} className="relative" onClick={(event) => event.stopPropagation()}>
      <button
        ref={buttonRef}
        type="button"
        aria-label="Compartir"
        {...buttonProps}
        className={buttonClassName}
      >
        <ShareIcon className="size-[18px]" strokeWidth={2} />
      </button>

      {isOpen && (
        <div
          ref={menuRef}
          {...menuProps}
          aria-label="Compartir"
          className="absolute right-0 z-50 mt-2 w-56 rounded-xl border border-slate-200 bg-white p-1.5 text-left shadow-xl ring-1 ring-black/5"
        >
          {networks.includes('facebook') && (
            <a
              role="menuitem"
              href={facebookShareUrl(url)}
              target="_blank"
              rel="noopener noreferrer"
              tabIndex={-1}
              onClick={() => close()}
              className={itemStyles}
            >
              <FacebookIcon className="size-5 text-[#1877F2]" />
              Facebook
            </a>
          )}
          {networks.includes('whatsapp') && (
            <a
              role="menuitem"
              href={whatsAppShareUrl(title, url)}
              target="_blank"
              rel="noopener noreferrer"
              tabIndex={-1}
              onClick={() => close()}
              className={itemStyles}
            >
              <WhatsAppIcon className="size-5 text-[#25D366]" />
              WhatsApp
            </a>
          )}
          <button
            role="menuitem"
            type="button"
            tabIndex={-1}
            onClick={() => void copyLink()}
            className={itemStyles}
          >
            <LinkIcon className="size-5 text-slate-500" strokeWidth={2} />
            Copiar enlace
          </button>
          <p
            role="status"
            className={
              copyState === 'idle'
                ? 'sr-only'
                : `mx-1 mt-1 rounded-lg px-2 py-1.5 text-center text-xs font-medium ${copyState === 'copied' ? 'bg-emerald-50 text-emerald-700' : 'bg-red-50 text-red-700'}`
            }
          >
            {copyState === 'copied' && '¡Enlace copiado!'}
            {copyState === 'failed' && 'No se pudo copiar el enlace'}
          </p>
        </div>
      )}
    </div>
  );
}
