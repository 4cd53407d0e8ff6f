// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchBar } from './search-bar';

/** The bar wired like the page: the applied value follows each search. */
function Harness({ onSearch, initial = '' }: { onSearch: (text: string) => void; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <SearchBar
        value={value}
        onSearch={(text) => {
          onSearch(text);
          setValue(text);
        }}
      />
      <button type="button" onClick={() => setValue('')}>
        borrar desde fuera
      </button>
    </>
  );
}

const input = () => screen.getByRole('searchbox', { name: 'Buscar propiedades' });
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('SearchBar', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('applies the text 500 ms after the last keystroke', () => {
    const onSearch = vi.fn();
    render(<Harness onSearch={onSearch} />);
    type('ofi');
    wait(300);
    type('oficina');
    wait(499);
    expect(onSearch).not.toHaveBeenCalled();
    wait(1);
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('oficina');
  });

  it('ignores a text equal to the applied search, spaces aside', () => {
    const onSearch = vi.fn();
    render(<Harness onSearch={onSearch} initial="casa" />);
    wait(1000);
    type('casa ');
    wait(500);
    type('  casa');
    fireEvent.submit(input().closest('form')!);
    wait(500);
    expect(onSearch).not.toHaveBeenCalled();
    expect(input()).toHaveValue('  casa');
  });

  it('applies at once on Enter and on the button, without a second call after the pause', () => {
    const onSearch = vi.fn();
    render(<Harness onSearch={onSearch} />);
    type('Jesús María');
    fireEvent.submit(input().closest('form')!);
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('Jesús María');

    type('Miraflores');
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(onSearch).toHaveBeenLastCalledWith('Miraflores');
    wait(1000);
    expect(onSearch).toHaveBeenCalledTimes(2);
  });

  it('shows a search changed from outside (back button, clear filters) without applying it again', () => {
    const onSearch = vi.fn();
    render(<Harness onSearch={onSearch} initial="lote" />);
    expect(input()).toHaveValue('lote');
    fireEvent.click(screen.getByRole('button', { name: 'borrar desde fuera' }));
    expect(input()).toHaveValue('');
    wait(1000);
    expect(onSearch).not.toHaveBeenCalled();
  });
});
