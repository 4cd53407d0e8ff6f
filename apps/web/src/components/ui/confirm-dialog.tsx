import { useId, useRef, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { buttonStyles } from '@/components/ui/button-styles';
import { Dialog } from '@/components/ui/dialog';

export interface ConfirmDialogProps {
  title: string;
  /** Details under the question (what exactly is affected). */
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** 'danger' (the default) for destructive actions; 'primary' for one that only replaces settings. */
  tone?: 'danger' | 'primary';
  isConfirming: boolean;
  onConfirm: () => void;
  /** Closes without acting (Cancelar, Escape, a click on the backdrop); ignored while confirming. */
  onCancel: () => void;
}

/**
 * A modal confirmation (WAI-ARIA alertdialog) before an action that cannot be undone. Focus starts on the safe
 * choice, stays inside while open and goes back to the opener on close.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancelar',
  tone = 'danger',
  isConfirming,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const cancel = () => {
    if (!isConfirming) onCancel();
  };

  return (
    <Dialog
      role="alertdialog"
      labelledBy={titleId}
      describedBy={children ? descriptionId : undefined}
      initialFocus={cancelRef}
      onDismiss={cancel}
      className="flex-col items-center justify-end bg-transparent p-4 backdrop:bg-slate-900/50 backdrop:backdrop-blur-[1px] open:flex sm:justify-center"
    >
      <div className="relative w-full max-w-md rounded-2xl bg-white p-6 shadow-2xl ring-1 ring-black/5">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {children && (
          <div id={descriptionId} className="mt-2 text-sm text-slate-600">
            {children}
          </div>
        )}
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button
            ref={cancelRef}
            type="button"
            className={buttonStyles('secondary')}
            onClick={cancel}
            disabled={isConfirming}
          >
            {cancelLabel}
          </button>
          <Button variant={tone} onClick={onConfirm} isLoading={isConfirming}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
