import { describe, expect, it } from 'vitest';
import { landingPath, parseLandingPath, placeSlug } from './landing-path';

describe('landing page addresses', () => {
  it('folds INEI names into slugs', () => {
    expect(placeSlug('San Juan de Lurigancho')).toBe('san-juan-de-lurigancho');
    expect(placeSlug('Jesús María')).toBe('jesus-maria');
    expect(placeSlug('Breña')).toBe('brena');
  });

  it('reads an address and writes it back the same', () => {
    for (const path of [
      '/alquiler/departamentos',
      '/venta/casas/arequipa',
      '/venta/oficinas/lima/lima',
      '/alquiler/departamentos/lima/lima/miraflores',
      '/venta/terrenos/lima/lima/san-juan-de-lurigancho',
    ]) {
      const target = parseLandingPath(path.split('/').filter(Boolean));
      expect(target, path).not.toBeNull();
      expect(landingPath(target!)).toBe(path);
    }
    expect(parseLandingPath(['alquiler', 'departamentos', 'lima', 'lima', 'miraflores'])?.district?.id).toBe(
      '150122',
    );
  });

  it('names nothing for an unknown word or a place outside its parent', () => {
    for (const path of [
      '/arriendo/departamentos',
      '/alquiler/castillos',
      '/alquiler/departamentos/atlantida',
      '/alquiler/departamentos/lima/cusco',
      '/alquiler/departamentos/lima/lima/cayma',
      '/alquiler/departamentos/lima/lima/miraflores/otro',
    ]) {
      expect(parseLandingPath(path.split('/').filter(Boolean)), path).toBeNull();
    }
  });
});
