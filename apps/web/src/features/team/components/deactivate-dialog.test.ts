import { describe, expect, it } from 'vitest';
import { handOverLabel } from './deactivate-dialog';

describe('handOverLabel', () => {
  it('names what passes on, in the singular for one property and without properties for none', () => {
    expect(handOverLabel(0)).toBe('Sus consultas pasan a');
    expect(handOverLabel(1)).toBe('Su propiedad a cargo y sus consultas pasan a');
    expect(handOverLabel(1200)).toBe('Sus 1,200 propiedades a cargo y sus consultas pasan a');
  });
});
