// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { useLocation } from '@/lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '@/testing/render-app';
import { RouteErrorBoundary } from './route-error-boundary';

function Screen() {
  const { pathname } = useLocation();
  if (pathname === '/roto') throw new Error('boom');
  return <h1>Pantalla {pathname}</h1>;
}

describe('RouteErrorBoundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the error page when a screen fails, and the next navigation leaves it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // The test's navigate is the router's, outside the boundary like the app's header links.
    const { navigate } = renderInRouter(
      '/roto',
      <RouteErrorBoundary>
        <Screen />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Algo salió mal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recargar página' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    expect(console.error).toHaveBeenCalled();

    act(() => void navigate('/propiedades'));
    expect(screen.getByRole('heading', { name: 'Pantalla /propiedades' })).toBeInTheDocument();
  });
});
