import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/** What a dashboard list's delete hook exposes: the row waiting for confirmation and the two answers. */
export interface PendingDeletion<Row> {
  pendingDelete: Row | null;
  isDeleting: boolean;
  confirmDelete: () => void;
  cancelDelete: () => void;
}

/** What the confirmation says about one kind of row. */
export interface DeletionTexts<Row> {
  title: string;
  /** The row's name, in bold in the text. */
  name: (row: Row) => string;
  /** What is deleted with the row, after "con sus". */
  losses: string;
}

/**
 * A dashboard list's "Eliminar" confirmation (a property, a project): names the row and what goes with it.
 * Nothing while no row waits.
 */
export function DeleteRowDialog<Row>({
  actions,
  texts,
}: {
  actions: PendingDeletion<Row>;
  texts: DeletionTexts<Row>;
}) {
  if (!actions.pendingDelete) return null;
  return (
    <ConfirmDialog
      title={texts.title}
      confirmLabel="Eliminar"
      isConfirming={actions.isDeleting}
      onConfirm={actions.confirmDelete}
      onCancel={actions.cancelDelete}
    >
      <p>
        Se eliminará{' '}
        <strong className="font-semibold text-slate-900">{texts.name(actions.pendingDelete)}</strong> con sus{' '}
        {texts.losses}. Esta acción no se puede deshacer.
      </p>
    </ConfirmDialog>
  );
}
