import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listingHolds, ResultsHeader } from './results-header';

const pagination = { current_page: 1, total_pages: 500, total_count: 10_000, per_page: 20 };

describe('ResultsHeader', () => {
  it('says "más de 10,000" when the total is a lower bound', () => {
    render(
      <ResultsHeader shownCount={20} pagination={{ ...pagination, total_is_exact: false }} sort={null} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Mostrando 20 de más de 10,000 propiedades');
  });

  it('names one result in the singular', () => {
    render(
      <ResultsHeader
        shownCount={1}
        pagination={{ ...pagination, total_pages: 1, total_count: 1, total_is_exact: true }}
        sort={null}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(/^Mostrando 1 de 1 propiedad$/);
  });

  it('says the exact total otherwise', () => {
    render(
      <ResultsHeader
        shownCount={20}
        pagination={{ ...pagination, total_count: 9_876, total_is_exact: true }}
        sort={null}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Mostrando 20 de 9,876 propiedades');
  });
});

describe('ResultsHeader of a "Comprar" that holds projects', () => {
  it('counts results, not "propiedades", when projects and properties are mixed', () => {
    render(
      <ResultsHeader
        shownCount={12}
        pagination={{ ...pagination, total_pages: 1, total_count: 12, total_is_exact: true }}
        holds="both"
        sort={null}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Mostrando 12 de 12 resultados');
    expect(screen.getByRole('status')).not.toHaveTextContent('propiedades');
  });

  it('keeps the capped total', () => {
    render(
      <ResultsHeader
        shownCount={20}
        pagination={{ ...pagination, total_is_exact: false }}
        holds="both"
        sort={null}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Mostrando 20 de más de 10,000 resultados');
  });

  it('says "proyectos" under "Solo proyectos"', () => {
    render(
      <ResultsHeader
        shownCount={2}
        pagination={{ ...pagination, total_pages: 1, total_count: 2, total_is_exact: true }}
        holds="projects"
        sort={null}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Mostrando 2 de 2 proyectos');
  });
});

describe('listingHolds', () => {
  it('is "both" for Comprar with every kind, one kind otherwise', () => {
    expect(listingHolds({ operation: 'sale' })).toBe('both');
    expect(listingHolds({ operation: 'sale', listing_kind: 'project' })).toBe('projects');
    expect(listingHolds({ operation: 'sale', listing_kind: 'resale' })).toBe('properties');
    expect(listingHolds({ operation: 'rent' })).toBe('properties');
    expect(listingHolds({})).toBe('properties');
  });
});
