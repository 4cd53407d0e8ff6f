// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InputField } from './text-fields';

describe('Field', () => {
  it('names the control by its label and marks a required one for sight and for screen readers', () => {
    render(<InputField label="Nombre" isRequired />);
    const input = screen.getByRole('textbox', { name: 'Nombre' });
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).not.toHaveAttribute('required'); // the forms' Spanish messages speak, not the browser's
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('describes the control by its message and its hint', () => {
    render(<InputField label="Teléfono" hint="Con código de país" error="Ingresa un teléfono válido" />);
    const input = screen.getByRole('textbox', { name: 'Teléfono' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Ingresa un teléfono válido Con código de país');
  });

  it('is valid and undescribed without a message or a hint', () => {
    render(<InputField label="Ciudad" />);
    const input = screen.getByRole('textbox', { name: 'Ciudad' });
    expect(input).toBeValid();
    expect(input).not.toHaveAttribute('aria-describedby');
  });
});
