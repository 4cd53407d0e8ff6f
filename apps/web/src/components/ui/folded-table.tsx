import type { ReactNode } from 'react';

export interface FoldedTableProps {
  /** The summary's text, the one thing shown while folded. */
  summary: string;
  /** The table's content: caption, head and body. */
  children: ReactNode;
  className?: string;
  summaryClassName?: string;
  /** The box that scrolls the table (with a sticky head, its height cap). */
  scrollClassName?: string;
  tableClassName?: string;
}

/** A table folded away under a summary that opens it (a chart's numbers, a payment schedule). */
export function FoldedTable({
  summary,
  children,
  className,
  summaryClassName,
  scrollClassName,
  tableClassName,
}: FoldedTableProps) {
  return (
    <details className={className}>
      <summary className={`cursor-pointer ${summaryClassName ?? ''}`}>{summary}</summary>
      <div className={`overflow-auto ${scrollClassName ?? ''}`}>
        <table className={`w-full ${tableClassName ?? ''}`}>{children}</table>
      </div>
    </details>
  );
}
