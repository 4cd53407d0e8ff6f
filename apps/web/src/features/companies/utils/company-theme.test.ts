import { describe, expect, it } from 'vitest';
import { companyThemeStyle, companyThemeVariables } from './company-theme';

describe('companyThemeVariables', () => {
  it('exposes the configured colours and font as the page variables', () => {
    expect(
      companyThemeVariables({
        colors: { primary: '#7C2D12', secondary: '#B45309', accent: '#1E3A8A', background: '#FDF8F0' },
        fontFamily: 'Georgia, serif',
      }),
    ).toEqual({
      '--company-primary': '#7C2D12',
      '--company-secondary': '#B45309',
      '--company-accent': '#1E3A8A',
      '--company-background': '#FDF8F0',
      '--company-font': 'Georgia, serif',
    });
  });

  it('falls back to the built-in look for missing or malformed values', () => {
    expect(companyThemeVariables(null)).toEqual({
      '--company-primary': '#3B82F6',
      '--company-secondary': '#8B5CF6',
      '--company-accent': '#10B981',
      '--company-background': '#FFFFFF',
      '--company-font': 'Inter, sans-serif',
    });
    const partial = companyThemeVariables({
      colors: { primary: 'red', secondary: '#12345', accent: 'url(x)', background: undefined },
      fontFamily: 'Comic Sans MS',
    });
    expect(partial['--company-primary']).toBe('#3B82F6');
    expect(partial['--company-secondary']).toBe('#8B5CF6');
    expect(partial['--company-accent']).toBe('#10B981');
    expect(partial['--company-background']).toBe('#FFFFFF');
    expect(partial['--company-font']).toBe('Inter, sans-serif');
  });

  it('accepts short hex colours', () => {
    expect(companyThemeVariables({ colors: { primary: '#fff' } })['--company-primary']).toBe('#fff');
  });
});

describe('companyThemeStyle', () => {
  it('isolates the root and carries the variables', () => {
    const style = companyThemeStyle({ colors: { primary: '#0B1F3A' } });
    expect(style.isolation).toBe('isolate');
    expect(style['--company-primary']).toBe('#0B1F3A');
    expect(style['--company-font']).toBe('Inter, sans-serif');
  });

  it('picks readable text colours for the brand colours', () => {
    const style = companyThemeStyle({
      colors: { primary: '#0B1F3A', secondary: '#FFFFFF', accent: '#FACC15' },
    });
    expect(style['--company-on-primary']).toBe('#FFFFFF');
    expect(style['--company-on-secondary']).toBe('#0F172A');
    expect(style['--company-on-accent']).toBe('#0F172A');
  });
});
