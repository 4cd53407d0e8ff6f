import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SaveProgress } from './save-progress';

const emptyDraft = { items: [], videoFile: null, existingVideo: null };

describe('SaveProgress', () => {
  it('takes the focus while the property saves, keeps Tab inside, and gives it back when it closes', async () => {
    const user = userEvent.setup();
    const view = render(
      <>
        <button type="button">Crear Propiedad</button>
        <input aria-label="Título" />
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Crear Propiedad' });
    opener.focus();

    view.rerender(
      <>
        <button type="button">Crear Propiedad</button>
        <input aria-label="Título" />
        <SaveProgress phase="saving" draft={emptyDraft} progress={null} />
      </>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Guardando propiedad...' });
    expect(dialog).toHaveFocus();
    await user.tab();
    expect(dialog).toHaveFocus();
    await user.type(dialog, 'x');
    expect(screen.getByLabelText('Título')).toHaveValue('');

    view.rerender(
      <>
        <button type="button">Crear Propiedad</button>
        <input aria-label="Título" />
      </>,
    );
    expect(opener).toHaveFocus();
  });
});
