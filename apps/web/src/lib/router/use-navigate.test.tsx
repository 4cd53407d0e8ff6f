// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryHistory } from './history';
import { HistoryRouter } from './routers';
import { useLocation } from './router-context';
import { renderInRouter } from '@/testing/render-app';
import { useNavigate } from './use-navigate';

function Where() {
  const { pathname, search } = useLocation();
  return <p>{`${pathname}${search}`}</p>;
}

describe('useNavigate', () => {
  it('ignores a navigation asked for while its component has never been on screen', () => {
    const history = createMemoryHistory({ initialEntries: ['/a'] });
    function Eager() {
      const navigate = useNavigate();
      // During the first render (no layout effect yet): React Router ignored this too.
      if (history.location.pathname === '/a') navigate('/b');
      return null;
    }
    render(
      <HistoryRouter history={history}>
        <Eager />
        <Where />
      </HistoryRouter>,
    );
    expect(history.location.pathname).toBe('/a');
  });

  it('builds relative targets on the latest entry, so two navigations in one tick add up', async () => {
    const { navigate } = renderInRouter('/propiedades?page=2', <Where />);
    await act(async () => {
      navigate('/empresa');
      navigate('?page=3');
    });
    expect(screen.getByText('/empresa?page=3')).toBeInTheDocument();
    await act(async () => navigate(-1));
    expect(screen.getByText('/empresa')).toBeInTheDocument();
  });
});
