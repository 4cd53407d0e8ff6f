// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { jsonResponse, stubApi } from '@/testing/stub-api';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const button = () => screen.findByRole('button', { name: 'Dejar de recibir alertas' }, { timeout: 5000 });

describe('UnsubscribePage', { timeout: 20_000 }, () => {
  it('unsubscribes only after the click, with the token of the link, and says so', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'POST /api/v1/saved_searches/unsubscribe': () =>
        jsonResponse({ message: 'Listo: ya no recibirás alertas de esta búsqueda.' }),
    });
    renderApp('/alertas/baja?token=abc.def');
    await user.click(await button());
    expect(
      await screen.findByText('Listo: ya no recibirás alertas de esta búsqueda.', undefined, {
        timeout: 5000,
      }),
    ).toBeInTheDocument();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.url.searchParams.get('token')).toBe('abc.def');
    expect(screen.getByRole('link', { name: 'Búsquedas guardadas' })).toHaveAttribute(
      'href',
      '/busquedas-guardadas',
    );
  });

  it("shows the server's refusal of a tampered link, and disables the button without a token", async () => {
    const user = userEvent.setup();
    stubApi({
      'POST /api/v1/saved_searches/unsubscribe': () =>
        jsonResponse(
          { error: 'not_found', message: 'El enlace para dejar de recibir alertas no es válido.' },
          404,
        ),
    });
    const app = renderApp('/alertas/baja?token=tampered');
    await user.click(await button());
    expect(
      await screen.findByText('El enlace para dejar de recibir alertas no es válido.', undefined, {
        timeout: 5000,
      }),
    ).toBeInTheDocument();
    app.unmount();
    renderApp('/alertas/baja');
    expect(await button()).toBeDisabled();
  });
});
