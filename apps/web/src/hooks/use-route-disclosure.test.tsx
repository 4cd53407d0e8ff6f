// @vitest-environment jsdom
import { Suspense, use } from 'react';
import { act, screen } from '@testing-library/react';
import { useRoutes } from '@/lib/router';
import { describe, expect, it } from 'vitest';
import { renderInRouter } from '@/testing/render-app';
import { useRouteDisclosure } from './use-route-disclosure';

/** A header-like panel outside the routes, as the user menu is. */
function Panel() {
  const { isOpen, open } = useRouteDisclosure();
  return (
    <button type="button" onClick={open}>
      {isOpen ? 'abierto' : 'cerrado'}
    </button>
  );
}

/** A screen whose code is still loading until `arrive` is called. */
function deferredScreen() {
  let arrive = () => {};
  const loaded = new Promise<void>((resolve) => (arrive = resolve));
  function Screen() {
    use(loaded);
    return <h1>Inicio</h1>;
  }
  return { Screen, arrive: () => act(async () => arrive()) };
}

/** Clicks, letting React commit the update (a discrete event's render runs in a microtask). */
const press = (element: HTMLElement) => act(async () => element.click());

/** Three screens: the sign-in, `screen` at "/", and another. */
function Routes({ screen: home }: { screen: React.ReactNode }) {
  return useRoutes([
    { path: 'login', element: <h1>Iniciar Sesión</h1> },
    { index: true, element: home },
    { path: 'otra', element: <h1>Otra</h1> },
  ]);
}

function renderWith(Screen: () => React.ReactNode) {
  return renderInRouter(
    '/login',
    <>
      <Panel />
      <Suspense fallback={<p>Cargando…</p>}>
        <Routes screen={<Screen />} />
      </Suspense>
    </>,
  );
}

describe('useRouteDisclosure', () => {
  it('stays open when opened while a navigation is rendering, and closes on the next one', async () => {
    const { Screen, arrive } = deferredScreen();
    const { navigate } = renderWith(Screen);
    act(() => void navigate('/', { replace: true }));
    // The old screen stays while the new one loads: the user opens the panel then.
    expect(screen.getByRole('heading', { name: 'Iniciar Sesión' })).toBeInTheDocument();
    await press(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('abierto');

    await arrive();
    expect(screen.getByRole('heading', { name: 'Inicio' })).toBeInTheDocument();
    expect(screen.getByRole('button')).toHaveTextContent('abierto');

    act(() => void navigate('/otra'));
    expect(screen.getByRole('heading', { name: 'Otra' })).toBeInTheDocument();
    expect(screen.getByRole('button')).toHaveTextContent('cerrado');
  });

  it('closes when the page changes after it was opened', async () => {
    const { navigate } = renderWith(() => <h1>Inicio</h1>);
    await press(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('abierto');
    act(() => void navigate('/'));
    expect(screen.getByRole('button')).toHaveTextContent('cerrado');
  });
});
