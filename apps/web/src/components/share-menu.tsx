import { useCallback, useRef, useState } from 'react';
import { UiTimings } from '@inmuebles/shared/properties/limits';
import { useMenuButton } from '@/hooks/use-menu-button';
import { ShareIcon } from './icons/contact-icons';
import type { ShareMenuItems as Items } from './share-menu-items';

import type { ShareNetwork } from './share-links';

export { whatsAppShareUrl, type ShareNetwork } from './share-links';

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

const allNetworks: readonly ShareNetwork[] = ['facebook', 'whatsapp'];

// The open menu is not part of a card's or a detail's first download: it loads when a share button is first
// pointed at, focused or pressed, and the menu opens once it is there, so opening still focuses its first item.
let MenuItems: typeof Items | undefined;
let loading: Promise<void> | undefined;
const loadMenuItems = () =>
  (loading ??= import('./share-menu-items').then((module) => {
    MenuItems = module.ShareMenuItems;
  }));

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
  const containerRef = useRef<HTMLDivElement>(null);

  const close = useCallback(() => setIsOpen(false), []);
  const open = useCallback(() => void loadMenuItems().then(() => setIsOpen(true)), []);
  const { buttonRef, menuRef, buttonProps, menuProps } = useMenuButton({
    isOpen,
    open,
    close,
    containerRef,
  });

  return (
    // Clicks inside must not open the card (or anything else) underneath.
    <div ref={containerRef} className="relative" onClick={(event) => event.stopPropagation()}>
      <button
        ref={buttonRef}
        type="button"
        aria-label="Compartir"
        {...buttonProps}
        onPointerEnter={() => void loadMenuItems()}
        onFocus={() => void loadMenuItems()}
        className={buttonClassName}
      >
        <ShareIcon className="size-[18px]" strokeWidth={2} />
      </button>

      {isOpen && MenuItems && (
        <MenuItems
          url={url}
          title={title}
          networks={networks}
          confirmationMs={confirmationMs}
          close={close}
          menuRef={menuRef}
          menuProps={menuProps}
        />
      )}
    </div>
  );
}
