import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { UiTimings } from '@inmuebles/shared/properties/limits';
import { copyToClipboard } from '@/components/copy-to-clipboard';
import { useDismiss } from '@/hooks/use-dismiss';
import { whatsAppShareUrl } from '../utils/contact-links';
import { LinkIcon, ShareIcon, WhatsAppIcon } from './icons';

export interface DetailShareMenuProps {
  /** The canonical absolute address of the property. */
  url: string;
  title: string;
}

const itemStyles =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm text-slate-700 outline-none transition-colors hover:bg-slate-100 focus-visible:bg-blue-50 focus-visible:text-blue-800';

/**
 * The title's share menu (spec 2.3): WhatsApp and 'Copiar enlace'. On this screen the copied confirmation
 * stays 3 seconds, then the menu closes.
 */
export function DetailShareMenu({ url, title }: DetailShareMenuProps) {
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
    timer.current = setTimeout(
      () => (copied ? close() : setCopyState('idle')),
      UiTimings.copyConfirmationDetail,
    );
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const current = items.findIndex((item) => item === document.activeElement);
    items[(current + (event.key === 'ArrowDown' ? 1 : -1) + items.length) % items.length]?.focus();
  };

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label="Compartir"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={() => (isOpen ? close() : setIsOpen(true))}
        className="inline-flex size-11 items-center justify-center rounded-full border border-slate-200 bg-white text-slate-700 shadow-sm transition hover:border-blue-200 hover:bg-blue-50 hover:text-blue-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500"
      >
        <ShareIcon />
      </button>

      {isOpen && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label="Compartir"
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 z-50 mt-2 w-56 rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl ring-1 ring-black/5"
        >
          <a
            role="menuitem"
            href={whatsAppShareUrl(title, url)}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => close()}
            className={itemStyles}
          >
            <WhatsAppIcon className="size-5 text-[#25D366]" />
            WhatsApp
          </a>
          <button role="menuitem" type="button" onClick={() => void copyLink()} className={itemStyles}>
            <LinkIcon className="size-5 text-slate-500" />
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
