import type { ReactNode } from 'react';

export interface StatePanelProps {
  /** The sign's colours: red for a failure, blue otherwise. */
  tone: 'error' | 'info';
  /** The sign in its rounded square (an icon of `size-7`). */
  icon: ReactNode;
  title: string;
  /** h1 where the panel is the whole screen (a detail that failed), h2 inside a screen. */
  headingLevel?: 1 | 2;
  /** The box's border, shadow and width. */
  className?: string;
  /** The text and the actions under the title. */
  children?: ReactNode;
}

/**
 * The centred panel of a screen's empty and failure states: a sign, a title, then a line and the actions.
 * A failure is announced at once (`alert`).
 */
export function StatePanel({
  tone,
  icon,
  title,
  headingLevel = 2,
  className = '',
  children,
}: StatePanelProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      className={`flex flex-col items-center bg-white px-6 py-12 text-center ${className}`}
    >
      <span
        aria-hidden="true"
        className={`inline-flex size-14 items-center justify-center rounded-2xl ${tone === 'error' ? 'bg-red-50 text-red-600' : 'bg-blue-50 text-blue-600'}`}
      >
        {icon}
      </span>
      <Heading className="mt-5 text-lg font-semibold text-slate-900">{title}</Heading>
      {children}
    </div>
  );
}
