// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { useLocation } from './router-context';
import { describe, expect, it } from 'vitest';
import { navigateTo } from '@/lib/navigation';
import { renderInRouter } from '@/testing/render-app';
import { usePreventScrollReset } from './router-context';
import { useRouterNavigator } from '@/app/routing/use-router-navigator';

/** Shows where the router is and registers the app's navigator. */
function Probe() {
  useRouterNavigator();
  const { pathname, search } = useLocation();
  const keepsScroll = usePreventScrollReset();
  return (
    <p>
      {pathname}
      {search} {keepsScroll ? 'keeps scroll' : 'resets scroll'}
    </p>
  );
}

describe('HistoryRouter', () => {
  it('commits a navigation from outside React (the expired-session redirect) before navigateTo returns', () => {
    renderInRouter('/dashboard', <Probe />);
    let shownRightAfter = false;
    act(() => {
      navigateTo('/login?returnUrl=%2Fdashboard', { replace: true });
      // Still inside act: only a flushed update can be on screen already.
      shownRightAfter = screen.queryByText(/^\/login\?returnUrl=%2Fdashboard/) !== null;
    });
    expect(shownRightAfter).toBe(true);
  });

  it('draws other navigations as transitions, after the call returns', () => {
    const { currentUrl, navigate } = renderInRouter('/propiedades', <Probe />);
    let shownRightAfter = true;
    act(() => {
      void navigate('/propiedad/casa-1');
      shownRightAfter = screen.queryByText(/^\/propiedad\/casa-1/) !== null;
    });
    expect(shownRightAfter).toBe(false);
    expect(screen.getByText(/^\/propiedad\/casa-1/)).toBeInTheDocument();
    expect(currentUrl()).toBe('/propiedad/casa-1');
  });

  it('tells the page whether the navigation asked to keep the scroll position', () => {
    const { navigate } = renderInRouter('/propiedades', <Probe />);
    act(() => void navigate('/propiedades?page=2', { preventScrollReset: true }));
    expect(screen.getByText('/propiedades?page=2 keeps scroll')).toBeInTheDocument();
    act(() => void navigate('/propiedades?page=3'));
    expect(screen.getByText('/propiedades?page=3 resets scroll')).toBeInTheDocument();
  });

  it('reports pushes, replaces and back to the test router', () => {
    const { router, navigate } = renderInRouter('/a', <Probe />);
    const seen: string[] = [];
    router.subscribe(({ location, historyAction }) => seen.push(`${historyAction} ${location.pathname}`));
    act(() => void navigate('/b'));
    act(() => void navigate('/c', { replace: true }));
    act(() => void navigate(-1));
    expect(seen).toEqual(['PUSH /b', 'REPLACE /c', 'POP /a']);
    expect(router.state.historyAction).toBe('POP');
  });
});
