// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from '@/lib/router';
import { buildPropertyDetail } from '../testing/build-property-detail';
import { CompanyCard } from './company-card';

type CardProps = Parameters<typeof CompanyCard>[0];

function renderCard(advertiser: CardProps['advertiser'], agent: CardProps['agent'] = null) {
  const property = buildPropertyDetail();
  render(
    <MemoryRouter>
      <CompanyCard company={property.company} agent={agent} listing={property} advertiser={advertiser} />
    </MemoryRouter>,
  );
}

describe('the card of who publishes a property', () => {
  it('shows a company with its rating and profile', () => {
    renderCard({ kind: 'agency', registry_verified: false, company_registry_number: null });
    expect(screen.getByText('Publicado por')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver Perfil' })).toBeInTheDocument();
    expect(screen.getByText('Calificación: 4.0 de 5')).toBeInTheDocument();
  });

  it("shows an owner as 'Dueño directo', with the checked partida and no rating or company profile", () => {
    renderCard({ kind: 'owner', registry_verified: true, company_registry_number: null });
    expect(screen.getByText('Dueño directo')).toBeInTheDocument();
    expect(screen.getByText('Propietario con partida verificada')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ver Perfil' })).toBeNull();
    expect(screen.queryByText(/Calificación/)).toBeNull();
  });

  it('claims no partida an admin has not checked', () => {
    renderCard({ kind: 'owner', registry_verified: false, company_registry_number: null });
    expect(screen.queryByText('Propietario con partida verificada')).toBeNull();
  });

  it("shows a registered agent's and a company's Registro del Agente Inmobiliario number once verified (the server sends it only then)", () => {
    renderCard(
      { kind: 'agency', registry_verified: false, company_registry_number: 'PJ-0456' },
      { id: 3, name: 'Rosa Quispe', avatar_url: null, phone: null, registry_number: 'PN-1234' },
    );
    expect(screen.getByText('Agente inmobiliario registrado N.º PN-1234')).toBeInTheDocument();
    // The company's own number reads as on its page: the company is inscribed, not an agent.
    expect(
      screen.getByText('Inscrita en el Registro del Agente Inmobiliario N.º PJ-0456'),
    ).toBeInTheDocument();
  });

  it('claims no registration for an agent without a verified number', () => {
    renderCard(
      { kind: 'agency', registry_verified: false, company_registry_number: null },
      { id: 3, name: 'Rosa Quispe', avatar_url: null, phone: null, registry_number: null },
    );
    expect(screen.getByText('Rosa Quispe')).toBeInTheDocument();
    expect(screen.queryByText(/Agente inmobiliario registrado/)).toBeNull();
  });
});
