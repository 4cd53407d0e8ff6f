// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryHistory, type RouterHistory } from './history';
import { Link, NavLink } from './link';
import { HistoryRouter } from './routers';

function renderAt(path: string, children: React.ReactNode): RouterHistory {
  const history = createMemoryHistory({ initialEntries: [path] });
  render(<HistoryRouter history={history}>{children}</HistoryRouter>);
  return history;
}

describe('Link', () => {
  it('is a real link that the app follows itself on a plain click', async () => {
    const history = renderAt('/', <Link to="/propiedad/casa-1">Casa</Link>);
    const link = screen.getByRole('link', { name: 'Casa' });
    expect(link).toHaveAttribute('href', '/propiedad/casa-1');
    await act(async () => fireEvent.click(link));
    expect(history.action).toBe('PUSH');
    expect(history.location.pathname).toBe('/propiedad/casa-1');
  });

  it('leaves clicks that open a new tab or window to the browser', async () => {
    const history = renderAt('/', <Link to="/a">A</Link>);
    const link = screen.getByRole('link', { name: 'A' });
    for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey'])
      await act(async () => fireEvent.click(link, { [modifier]: true }));
    await act(async () => fireEvent.click(link, { button: 1 }));
    expect(history.location.pathname).toBe('/');
  });

  it('replaces the entry when it leads to the current address', async () => {
    const history = renderAt('/propiedades?page=2', <Link to="?page=2">Aquí</Link>);
    expect(screen.getByRole('link', { name: 'Aquí' })).toHaveAttribute('href', '/propiedades?page=2');
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Aquí' })));
    expect(history.action).toBe('REPLACE');
  });

  it('leaves another site to the browser', () => {
    renderAt('/', <Link to="https://wa.me/51999">WhatsApp</Link>);
    expect(screen.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', 'https://wa.me/51999');
  });
});

describe('NavLink', () => {
  const links = (
    <>
      <NavLink to="/">Inicio</NavLink>
      <NavLink to="/dashboard" end className={({ isActive }) => (isActive ? 'activo' : 'inactivo')}>
        Panel
      </NavLink>
      <NavLink to="/dashboard/properties">Propiedades</NavLink>
    </>
  );

  it('marks the link of the current page and of the pages below it, not the home link', () => {
    renderAt('/Dashboard/properties/edit/casa-1', links);
    expect(screen.getByRole('link', { name: 'Propiedades' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Inicio' })).not.toHaveAttribute('aria-current');
    // `end`: only on its own path.
    expect(screen.getByRole('link', { name: 'Panel' })).toHaveClass('inactivo');
  });

  it('marks an `end` link on its own path', () => {
    renderAt('/dashboard', links);
    expect(screen.getByRole('link', { name: 'Panel' })).toHaveClass('activo');
    expect(screen.getByRole('link', { name: 'Panel' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Propiedades' })).not.toHaveAttribute('aria-current');
  });
});
