import { useState } from 'react';
import { isApiError } from '@/lib/api-error';
import { useAdminAction } from '../api/admin-api';

/** A console action with the reason dialog's state: which target asks for a reason, and the last error. */
export function useActionWithReason() {
  const action = useAdminAction();
  const [error, setError] = useState<string | null>(null);
  const run = (path: string, reason?: string, onDone?: () => void) => {
    setError(null);
    action.mutate(
      { path, ...(reason ? { reason } : {}) },
      {
        onSuccess: () => onDone?.(),
        onError: (err) => {
          const details = isApiError(err) && err.errors?.length ? err.errors.join(', ') : null;
          setError(details ?? (isApiError(err) ? err.message : 'No se pudo completar la acción'));
        },
      },
    );
  };
  return { run, isPending: action.isPending, error, clearError: () => setError(null) };
}
