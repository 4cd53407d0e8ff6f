import { useEffect, useRef, useState, type ComponentProps, type RefObject } from 'react';
import { LinkIcon } from './icons/contact-icons';
import { FacebookIcon, WhatsAppIcon } from './icons/social-icons';
import { copyToClipboard } from './copy-to-clipboard';
import { facebookShareUrl, whatsAppShareUrl, type ShareNetwork } from './share-links';

export interface ShareMenuItemsProps {
  url: string;
  title: string;
  networks: readonly ShareNetwork[];
  confirmationMs: number;
  close: () => void;
  menuRef: RefObject<HTMLDivElement | null>;
  menuProps: ComponentProps<'div'>;
}

const itemStyles =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm text-slate-700 outline-none transition-colors hover:bg-slate-100 focus-visible:bg-blue-50 focus-visible:text-blue-800';

/** The open share menu (components/share-menu.tsx), loaded when a share button is first reached. */
export function ShareMenuItems({
  url,
  title,
  networks,
  confirmationMs,
  close,
  menuRef,
  menuProps,
}: ShareMenuItemsProps) {
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copyLink = async () => {
    const copied = await copyToClipboard(url);
    setCopyState(copied ? 'copied' : 'failed');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => (copied ? close() : setCopyState('idle')), confirmationMs);
  };

  return (
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
  );
}
