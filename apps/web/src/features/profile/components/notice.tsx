import type { ReactNode } from 'react';

export type NoticeTone = 'success' | 'error';

/** Inline result message: errors announced at once, successes politely. */
export function Notice({ tone, children }: { tone: NoticeTone; children: ReactNode }) {
  const style =
    tone === 'error'
      ? 'border-red-200 bg-red-50 text-red-800'
      : 'border-emerald-200 bg-emerald-50 text-emerald-800';
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-lg border px-4 py-3 text-sm ${style}`}
    >
      {children}
    </div>
  );
}
