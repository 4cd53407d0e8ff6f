// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from '@/lib/router';
import { buildGridProperty } from '@/components/property-grid/testing/build-grid-property';
import { templateTypes } from '@inmuebles/shared/companies/company-look';
import { PropertyCard } from './property-card';

describe("a company page's property card", () => {
  it.each(templateTypes)('offers WhatsApp with the listing named when it has a phone (%s)', (tone) => {
    render(
      <MemoryRouter>
        <PropertyCard property={buildGridProperty({ id: 4, contact_phone: '+51987654321' })} tone={tone} />
        <PropertyCard property={buildGridProperty({ id: 5, contact_phone: null })} tone={tone} />
      </MemoryRouter>,
    );
    const chats = screen.getAllByRole('link', { name: /WhatsApp/ });
    expect(chats).toHaveLength(1);
    expect(decodeURIComponent(chats[0]!.getAttribute('href')!)).toContain(
      '/propiedad/departamento-en-surco-4',
    );
  });
});
