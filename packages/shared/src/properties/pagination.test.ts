import { describe, expect, it } from 'vitest';
import { isValidPage, paginationWindow } from './pagination.ts';

describe('paginationWindow', () => {
  it('shows nothing without pages', () => {
    expect(paginationWindow(1, 0)).toEqual([]);
  });
  it('shows every page when there are 7 or fewer', () => {
    expect(paginationWindow(1, 1)).toEqual([1]);
    expect(paginationWindow(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
  it('shows 1-5, ellipsis, last while the current page is 4 or less', () => {
    expect(paginationWindow(1, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 20]);
    expect(paginationWindow(4, 8)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 8]);
  });
  it('shows first, ellipsis, last 5 within the last 4 pages', () => {
    expect(paginationWindow(17, 20)).toEqual([1, 'ellipsis', 16, 17, 18, 19, 20]);
    expect(paginationWindow(20, 20)).toEqual([1, 'ellipsis', 16, 17, 18, 19, 20]);
    expect(paginationWindow(5, 8)).toEqual([1, 'ellipsis', 4, 5, 6, 7, 8]);
  });
  it('shows first, ellipsis, neighbours, ellipsis, last in the middle', () => {
    expect(paginationWindow(5, 20)).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 20]);
    expect(paginationWindow(16, 20)).toEqual([1, 'ellipsis', 15, 16, 17, 'ellipsis', 20]);
  });
});

describe('isValidPage', () => {
  it('accepts pages within 1..total only', () => {
    expect(isValidPage(1, 3)).toBe(true);
    expect(isValidPage(3, 3)).toBe(true);
    expect(isValidPage(0, 3)).toBe(false);
    expect(isValidPage(4, 3)).toBe(false);
    expect(isValidPage(1.5, 3)).toBe(false);
  });
});
