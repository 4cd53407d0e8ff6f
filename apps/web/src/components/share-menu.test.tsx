// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { ShareMenu } from './share-menu';

const url = 'https://inmoperu.pe/propiedad/casa-en-miraflores';

/** The menu once it is there: it loads when the button is first reached (also under fake timers). */
async function menuShown() {
  await act(async () => {
    await import('./share-menu-items');
    for (let tick = 0; tick < 5; tick += 1) await Promise.resolve();
  });
  return screen.getByRole('menu', { name: 'Compartir' });
}

async function openMenu() {
  render(<ShareMenu url={url} title="Casa en Miraflores" />);
  fireEvent.click(screen.getByRole('button', { name: 'Compartir' }));
  return menuShown();
}

/** Lets the copy promise settle. */
const flush = () => act(async () => undefined);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ShareMenu', () => {
  it('links to Facebook and WhatsApp with the address', async () => {
    await openMenu();
    expect(screen.getByRole('menuitem', { name: 'Facebook' })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    );
    expect(screen.getByRole('menuitem', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`Casa en Miraflores ${url}`)}`,
    );
    expect(screen.getByRole('menuitem', { name: 'Facebook' })).toHaveFocus();
  });

  it('follows the menu button pattern: arrows, Home and End move focus, Escape and Tab close', async () => {
    render(<ShareMenu url={url} title="Casa en Miraflores" />);
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Compartir' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    button.focus();
    await user.keyboard('{ArrowDown}');
    const menu = await menuShown();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', menu.id);
    const item = (name: string) => screen.getByRole('menuitem', { name });
    expect(item('Facebook')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('WhatsApp')).toHaveFocus();
    await user.keyboard('{End}');
    expect(item('Copiar enlace')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Facebook')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('Copiar enlace')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item('Facebook')).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await user.keyboard('{ArrowUp}');
    await menuShown();
    expect(item('Copiar enlace')).toHaveFocus();
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('copies the address, confirms for 2 seconds and then closes', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Copiar enlace' }));
    await flush();
    expect(writeText).toHaveBeenCalledWith(url);
    expect(screen.getByText('¡Enlace copiado!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('falls back to the legacy copy when the Clipboard API refuses', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: () => Promise.reject(new Error('denied')) },
    });
    const copied: string[] = [];
    document.execCommand = vi.fn((command: string) => {
      if (document.activeElement instanceof HTMLTextAreaElement) copied.push(document.activeElement.value);
      return command === 'copy';
    });
    await openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Copiar enlace' }));
    expect(await screen.findByText('¡Enlace copiado!')).toBeInTheDocument();
    expect(copied).toEqual([url]);
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('closes on Escape and on an outside click, and keeps clicks from the parent', async () => {
    const onParentClick = vi.fn();
    render(
      <div onClick={onParentClick}>
        <ShareMenu url={url} title="Casa" />
      </div>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Compartir' }));
    await menuShown();
    expect(onParentClick).not.toHaveBeenCalled();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Compartir' })).toHaveFocus();

    fireEvent.click(screen.getByRole('button', { name: 'Compartir' }));
    await menuShown();
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
