import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it('writes kilobytes under a megabyte and megabytes with one decimal above, as es-PE does', () => {
    expect(formatFileSize(200)).toBe('1 KB');
    expect(formatFileSize(850 * 1024)).toBe('850 KB');
    expect(formatFileSize(12.54 * 1024 * 1024)).toBe('12.5 MB');
    expect(formatFileSize(1500 * 1024 * 1024)).toBe('1,500 MB');
  });
});
