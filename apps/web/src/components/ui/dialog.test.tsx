// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';

function Harness({ onDismiss, dismissable = true }: { onDismiss?: () => void; dismissable?: boolean }) {
  const [open, setOpen] = useState(false);
  const okRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    onDismiss?.();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      {open && (
        <Dialog
          labelledBy="titulo"
          initialFocus={okRef}
          onDismiss={dismissable ? close : undefined}
          className="p-4"
        >
          <div>
            <h2 id="titulo">Título</h2>
            <button type="button">Primero</button>
            <button ref={okRef} type="button" onClick={close}>
              Aceptar
            </button>
          </div>
        </Dialog>
      )}
    </>
  );
}

describe('Dialog', () => {
  it('opens as a modal <dialog>, named by its heading, with focus on the chosen control', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    const dialog = screen.getByRole('dialog', { name: 'Título' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Aceptar' })).toHaveFocus();
  });

  it('keeps Tab inside and gives focus back to the opener when Escape dismisses it', async () => {
    const onDismiss = vi.fn();
    render(<Harness onDismiss={onDismiss} />);
    const opener = screen.getByRole('button', { name: 'Abrir' });
    await userEvent.click(opener);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Primero' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on a click outside its panel, not on one inside', async () => {
    const onDismiss = vi.fn();
    render(<Harness onDismiss={onDismiss} />);
    await userEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    await userEvent.click(screen.getByRole('heading', { name: 'Título' }));
    expect(onDismiss).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('dialog'));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('stays open on Escape when it cannot be dismissed', async () => {
    render(<Harness dismissable={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toHaveAttribute('open');
  });
});
