import { useEffect, useMemo } from 'react';

/**
 * A temporary address for previewing a chosen file, revoked when the file changes or the component
 * goes away (each one holds the file in memory). Null without a file.
 */
export function useObjectUrl(file: File | null): string | null {
  const url = useMemo(
    () => (file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null),
    [file],
  );
  useEffect(() => {
    if (!url) return;
    return () => URL.revokeObjectURL(url);
  }, [url]);
  return url;
}
