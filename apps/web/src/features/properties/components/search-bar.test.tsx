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

describe('SearchBar with places offered', () => {
  const places = [
    { label: 'Miraflores, Arequipa', detail: 'Distrito' },
    { label: 'Miraflores, Lima', detail: 'Distrito' },
  ];

  function PlacesHarness({
    onSuggestion,
    onSearch,
  }: {
    onSuggestion: (index: number) => void;
    onSearch: () => void;
  }) {
    const [typed, setTyped] = useState('');
    return (
      <SearchBar
        value=""
        onSearch={onSearch}
        suggestions={typed.length >= 2 ? places : []}
        onDraftChange={setTyped}
        onSuggestion={onSuggestion}
      />
    );
  }

  it('lists the places for the text, and arrows and Enter choose one instead of searching the text', () => {
    const onSuggestion = vi.fn();
    const onSearch = vi.fn();
    render(<PlacesHarness onSuggestion={onSuggestion} onSearch={onSearch} />);
    type('mira');
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Miraflores, ArequipaDistrito',
      'Miraflores, LimaDistrito',
    ]);
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(input().getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(onSuggestion).toHaveBeenCalledWith(1);
    expect(input()).toHaveProperty('value', '');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('closes the list on Escape, and Enter then searches the text as typed', () => {
    const onSuggestion = vi.fn();
    const onSearch = vi.fn();
    render(<PlacesHarness onSuggestion={onSuggestion} onSearch={onSearch} />);
    type('mira');
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.submit(input());
    expect(onSearch).toHaveBeenCalledWith('mira');
    expect(onSuggestion).not.toHaveBeenCalled();
  });

  it('chooses a place by a click', () => {
    const onSuggestion = vi.fn();
    render(<PlacesHarness onSuggestion={onSuggestion} onSearch={vi.fn()} />);
    type('mira');
    fireEvent.mouseDown(screen.getByRole('option', { name: /Miraflores, Lima/ }));
    expect(onSuggestion).toHaveBeenCalledWith(1);
  });
});
