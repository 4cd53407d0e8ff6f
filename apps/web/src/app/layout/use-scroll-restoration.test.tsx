// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '@/testing/render-app';
import { useScrollRestoration } from './use-scroll-restoration';

function Page() {
  useScrollRestoration();
  return <h2 id="contacto">Contacto</h2>;
}

/** Scrolls the window as the visitor would, reporting the scroll event. */
function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
}

describe('useScrollRestoration', () => {
  let scrollTo: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    sessionStorage.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    scrollWindowTo(0);
  });

  it('opens a new address at the top and takes the manual control of the browser', () => {
    const { navigate } = renderInRouter('/propiedades', <Page />);
    expect(window.history.scrollRestoration).toBe('manual');
    scrollTo.mockClear();
    act(() => void navigate('/propiedad/casa-1'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('leaves the page it was opened at where the visitor scrolled it (a server-drawn page, before the app)', () => {
    scrollWindowTo(500);
    renderInRouter('/propiedades', <Page />);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('keeps the position when the navigation asks to (a listing filter)', () => {
    const { navigate } = renderInRouter('/propiedades', <Page />);
    scrollTo.mockClear();
    act(() => void navigate('/propiedades?page=2', { preventScrollReset: true }));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('returns to the position a history entry had on back', () => {
    const { navigate } = renderInRouter('/propiedades', <Page />);
    scrollWindowTo(640);
    act(() => void navigate('/propiedad/casa-1'));
    scrollWindowTo(120);
    scrollTo.mockClear();
    act(() => void navigate(-1));
    expect(scrollTo).toHaveBeenCalledWith(0, 640);
  });

  it("scrolls a #hash's element into view", () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const { navigate } = renderInRouter('/empresa/andes', <Page />);
    act(() => void navigate('/empresa/andes#contacto'));
    expect(scrollIntoView).toHaveBeenCalled();
  });

  it('keeps the positions for a reload in sessionStorage, under React Router’s key', () => {
    const { unmount } = renderInRouter('/propiedades', <Page />);
    scrollWindowTo(300);
    window.dispatchEvent(new Event('pagehide'));
    unmount();
    const saved = JSON.parse(sessionStorage.getItem('react-router-scroll-positions') ?? '{}') as Record<
      string,
      number
    >;
    expect(Object.values(saved)).toContain(300);
  });
});
