import { useState } from 'react';
import { useSearchParams } from '@/lib/router';

/**
 * Viewing or editing (docs/product/signed-in-area.md §4). `/dashboard/company?edit=1` (where `/dashboard/company/edit` leads) opens
 * the form for someone who may edit; leaving edit mode drops the parameter so a reload shows the view.
 */
export function useEditMode(canEdit: boolean) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [choice, setChoice] = useState<boolean | null>(null);
  const isEditing = canEdit && (choice ?? searchParams.get('edit') === '1');

  const startEditing = () => setChoice(true);
  const stopEditing = () => {
    setChoice(false);
    if (searchParams.has('edit')) {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('edit');
          return next;
        },
        { replace: true },
      );
    }
  };
  return { isEditing, startEditing, stopEditing };
}
