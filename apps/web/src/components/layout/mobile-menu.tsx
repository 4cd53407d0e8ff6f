import { NavLink } from '@/lib/router';
import { useDisclosureButton } from '../../hooks/use-disclosure-button';
import { navLinkStyles, type NavItem } from './nav-items';

export interface MobileMenuProps {
  items: readonly NavItem[];
}

/**
 * Hamburger button for small screens toggling a panel with the header links. The panel is
 * positioned against the (sticky) header, right under it.
 */
export function MobileMenu({ items }: MobileMenuProps) {
  const { isOpen, close, containerRef, panelId, buttonProps } = useDisclosureButton();

  return (
    <div ref={containerRef} className="md:hidden">
      <button
        {...buttonProps}
        aria-label={isOpen ? 'Cerrar menú' : 'Abrir menú'}
        className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          className="size-6"
        >
          {isOpen ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </button>

      {isOpen && (
        <nav
          id={panelId}
          aria-label="Menú principal"
          className="absolute inset-x-0 top-full border-b border-slate-200 bg-white px-4 py-3 shadow-md"
        >
          <ul className="flex flex-col gap-1">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  state={item.state}
                  onClick={close}
                  className={(state) => `block ${navLinkStyles(state)} text-base`}
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
