import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords.ts';

describe('isCommonPassword', () => {
  it('finds list entries in any letter case, and not the comment line', () => {
    expect(isCommonPassword('123456')).toBe(true);
    expect(isCommonPassword('PassWord')).toBe(true);
    expect(isCommonPassword('# The 10,000 most common passwords')).toBe(false);
    expect(isCommonPassword('Miraflores-Sol-2026')).toBe(false);
  });
});
