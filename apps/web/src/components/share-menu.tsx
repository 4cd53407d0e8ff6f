import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { UiTimings } from '@inmuebles/shared/properties/limits';
import { useDismiss } from '@/hooks/use-dismiss';
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
export function facebookShareUrl(url: string): string {
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
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const menuId = useId();

  const close = useCallback((reason?: 'escape' | 'outside') => {
    clearTimeout(timer.current);
    setIsOpen(false);
    setCopyState('idle');
    if (reason === 'escape') buttonRef.current?.focus();
  }, []);
  useDismiss(containerRef, isOpen, close);
  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (isOpen) menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [isOpen]);

  const copyLink = async () => {
    const copied = await copyToClipboard(url);
    setCopyState(copied ? 'copied' : 'failed');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => (copied ? close() : setCopyState('idle')), confirmationMs);
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const current = items.findIndex((item) => item === document.activeElement);
    const next = (current + (event.key === 'ArrowDown' ? 1 : -1) + items.length) % items.length;
    items[next]?.focus();
  };

  return (
    // Clicks inside must not open the card (or anything else) underneath.
    <div ref={containerRef} className="relative" onClick={(event) => event.stopPropagation()}>
      <button
        ref={buttonRef}
        type="button"
        aria-label="Compartir"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={() => (isOpen ? close() : setIsOpen(true))}
        className={buttonClassName}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          className="size-[18px]"
        >
          <circle cx="18" cy="5" r="3" />
          <circle cx="6" cy="12" r="3" />
          <circle cx="18" cy="19" r="3" />
          <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
        </svg>
      </button>

      {isOpen && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label="Compartir"
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 z-50 mt-2 w-56 rounded-xl border border-slate-200 bg-white p-1.5 text-left shadow-xl ring-1 ring-black/5"
        >
          {networks.includes('facebook') && (
            <a
              role="menuitem"
              href={facebookShareUrl(url)}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => close()}
              className={itemStyles}
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                fill="currentColor"
                className="size-5 text-[#1877F2]"
              >
                <path d="M24 12a12 12 0 1 0-13.88 11.85v-8.38H7.08V12h3.04V9.36c0-3 1.8-4.67 4.54-4.67 1.31 0 2.68.24 2.68.24v2.95h-1.5c-1.5 0-1.96.93-1.96 1.88V12h3.33l-.53 3.47h-2.8v8.38A12 12 0 0 0 24 12Z" />
              </svg>
              Facebook
            </a>
          )}
          {networks.includes('whatsapp') && (
            <a
              role="menuitem"
              href={whatsAppShareUrl(title, url)}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => close()}
              className={itemStyles}
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                fill="currentColor"
                className="size-5 text-[#25D366]"
              >
                <path d="M17.47 14.38c-.3-.15-1.76-.87-2.03-.97-.27-.1-.47-.15-.67.15-.2.3-.77.97-.94 1.17-.17.2-.35.22-.65.07-.3-.15-1.26-.46-2.4-1.47-.89-.79-1.49-1.77-1.66-2.07-.17-.3-.02-.46.13-.61.13-.13.3-.35.45-.52.15-.17.2-.3.3-.5.1-.2.05-.37-.02-.52-.08-.15-.67-1.61-.92-2.2-.24-.58-.49-.5-.67-.51h-.57c-.2 0-.52.07-.8.37-.27.3-1.04 1.02-1.04 2.48s1.07 2.88 1.22 3.07c.15.2 2.1 3.2 5.08 4.49.71.31 1.26.49 1.7.63.71.22 1.36.19 1.87.12.57-.09 1.76-.72 2-1.41.25-.7.25-1.29.18-1.41-.07-.13-.27-.2-.57-.35ZM12.04 21.5h-.01a9.45 9.45 0 0 1-4.82-1.32l-.35-.2-3.58.93.96-3.49-.23-.36a9.43 9.43 0 0 1-1.45-5.03c0-5.22 4.25-9.46 9.48-9.46a9.42 9.42 0 0 1 9.47 9.47c0 5.22-4.25 9.46-9.47 9.46Zm8.05-17.52A11.32 11.32 0 0 0 12.04.67C5.77.67.66 5.77.66 12.04c0 2 .52 3.96 1.52 5.69L.57 23.6l6.03-1.58a11.35 11.35 0 0 0 5.44 1.38h.01c6.27 0 11.37-5.1 11.38-11.37 0-3.04-1.19-5.9-3.34-8.05Z" />
              </svg>
              WhatsApp
            </a>
          )}
          <button role="menuitem" type="button" onClick={() => void copyLink()} className={itemStyles}>
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
              className="size-5 text-slate-500"
            >
              <path d="M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71" />
              <path d="M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71" />
            </svg>
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
