import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResultsHeader } from './results-header';

const pagination = { current_page: 1, total_pages: 500, total_count: 10_000, per_page: 20 };

describe('ResultsHeader', () => {
  it('says "más de 10,000" when the total is a lower bound', () => {
    render(
      <ResultsHeader shownCount={20} pagination={{ ...pagination, total_is_exact: false }} sort={null} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Mostrando 20 de más de 10,000 propiedades');
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
