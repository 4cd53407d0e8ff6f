import { useEffect, useId, useRef, type KeyboardEvent, type RefObject } from 'react';
import { useButtonPopoverDismiss } from './use-dismiss';

export interface MenuButtonOptions {
  isOpen: boolean;
  open: () => void;
  close: () => void;
  /** Holds the button and the menu: a press outside it closes the menu. */
  containerRef: RefObject<HTMLElement | null>;
}

/** Which item takes focus when the menu opens: the first (click, Enter, Space, ArrowDown) or the last (ArrowUp). */
type Landing = 'first' | 'last';

const itemsOf = (menu: HTMLElement | null) => [
  ...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])') ?? []),
];

/**
 * The WAI-ARIA menu button pattern (https://www.w3.org/WAI/ARIA/apg/patterns/menu-button/): the button
 * says it opens a menu (`aria-haspopup`, `aria-expanded`, `aria-controls`); opening moves focus to the
 * first item (ArrowUp: the last); ArrowDown and ArrowUp move between the items (wrapping), Home and End to
 * the first and the last; Escape closes and gives focus back to the button; Tab closes and lets focus go
 * on; a press outside closes. Spread `buttonProps` on the button and `menuProps` on the role="menu"
 * element, and give each item role="menuitem" and tabIndex -1.
 */
export function useMenuButton({ isOpen, open, close, containerRef }: MenuButtonOptions) {
  const buttonId = useId();
  const menuId = useId();
  const menuRef = useRef<HTMLDivElement>(null);
  const landing = useRef<Landing>('first');

  const buttonRef = useButtonPopoverDismiss(containerRef, isOpen, close);

  useEffect(() => {
    if (!isOpen) return;
    const items = itemsOf(menuRef.current);
    (landing.current === 'last' ? items.at(-1) : items[0])?.focus();
  }, [isOpen]);

  const openAt = (where: Landing) => {
    landing.current = where;
    open();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const where: Landing = event.key === 'ArrowUp' ? 'last' : 'first';
      if (isOpen) {
        const items = itemsOf(menuRef.current);
        (where === 'last' ? items.at(-1) : items[0])?.focus();
      } else openAt(where);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const items = itemsOf(menuRef.current);
    const current = items.findIndex((item) => item === document.activeElement);
    const count = items.length;
    const targets: Record<string, number> = {
      ArrowDown: (current + 1) % count,
      ArrowUp: (current - 1 + count) % count,
      Home: 0,
      End: count - 1,
    };
    const target = targets[event.key];
    if (target !== undefined && count > 0) {
      event.preventDefault();
      items[target]?.focus();
    } else if (event.key === 'Tab') {
      close(); // focus goes on to the next control on its own
    }
  };

  return {
    buttonRef,
    menuRef,
    buttonProps: {
      id: buttonId,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': isOpen,
      // Named only while the menu exists (it is rendered only when open).
      'aria-controls': isOpen ? menuId : undefined,
      onClick: () => (isOpen ? close() : openAt('first')),
      onKeyDown: onButtonKeyDown,
    },
    menuProps: {
      id: menuId,
      role: 'menu' as const,
      onKeyDown: onMenuKeyDown,
    },
  };
}
