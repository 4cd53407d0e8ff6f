import { describe, expect, it } from 'vitest';
import { withoutHeadElements } from './server-markup';

describe('withoutHeadElements', () => {
  it('drops the title and preload links React writes before the markup, and nothing else', () => {
    const markup =
      '<link rel="preload" as="image" href="/uploads/companies/1/logo.webp"/>' +
      '<link rel="preload" as="image" href="/uploads/companies/1/cover.webp" fetchPriority="high"/>' +
      '<title>Andes Inmobiliaria &amp; Asociados - InmoPerú</title>' +
      '<div class="flex"><svg><title>Icono</title></svg><a href="/">Inicio</a></div>';
    expect(withoutHeadElements(markup)).toBe(
      '<div class="flex"><svg><title>Icono</title></svg><a href="/">Inicio</a></div>',
    );
  });

  it('leaves markup that starts with the app unchanged', () => {
    const markup = '<div class="flex"><title>no es del head</title></div>';
    expect(withoutHeadElements(markup)).toBe(markup);
  });
});
