// @vitest-environment jsdom
import { useEffect } from 'react';
import { act, screen } from '@testing-library/react';
import { useLocation, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '@/testing/render-app';
import { RouteErrorBoundary } from './route-error-boundary';

let navigate: ReturnType<typeof useNavigate> = () => undefined;

/** Outside the boundary, like the app's header links. */
function Navigator() {
  const navigateHere = useNavigate();
  useEffect(() => {
    navigate = navigateHere;
  }, [navigateHere]);
  return null;
}

function Screen() {
  const { pathname } = useLocation();
  if (pathname === '/roto') throw new Error('boom');
  return <h1>Pantalla {pathname}</h1>;
}

describe('RouteErrorBoundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the error page when a screen fails, and the next navigation leaves it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderInRouter(
      '/roto',
      <>
        <Navigator />
        <RouteErrorBoundary>
          <Screen />
        </RouteErrorBoundary>
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Algo salió mal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recargar página' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    expect(console.error).toHaveBeenCalled();

    act(() => void navigate('/propiedades'));
    expect(screen.getByRole('heading', { name: 'Pantalla /propiedades' })).toBeInTheDocument();
  });
});
