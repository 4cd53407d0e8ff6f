import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getInitials } from '@inmuebles/shared/users/names';
import { Avatar } from '@/components/ui/avatar';
import { RoleBadge } from './role-badge';

describe('RoleBadge', () => {
  it.each([
    ['admin', 'Administrador', 'bg-green-100'],
    ['agent', 'Agente', 'bg-blue-100'],
    ['company_admin', 'Administrador de empresa', 'bg-purple-100'],
  ])('shows %s with its Spanish label in its colour', (role, text, colour) => {
    render(<RoleBadge role={role} />);
    const badge = screen.getByTestId('role-badge');
    expect(badge).toHaveTextContent(new RegExp(`^${text}$`));
    expect(badge.className).toContain(colour);
  });

  it.each([null, undefined, ''])("shows 'N/A' when the role is %s", (role) => {
    render(<RoleBadge role={role} />);
    expect(screen.getByTestId('role-badge')).toHaveTextContent(/^N\/A$/);
  });
});

describe('initials', () => {
  it('takes the first letters of the first two words of the full name', () => {
    expect(getInitials('Ana María Pérez')).toBe('AM');
    render(<Avatar name="rosa huamán quispe" size="lg" />);
    expect(screen.getByText('RH')).toBeInTheDocument();
  });
});
