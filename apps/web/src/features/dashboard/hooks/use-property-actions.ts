import { useState } from 'react';
import type { PropertyStatus } from '@inmuebles/shared/properties/enums';
import type { PropertySummary } from '@inmuebles/shared/properties/property-schema';
import { useDeleteProperty } from '../api/delete-property';
import { useUpdatePropertyStatus } from '../api/update-property-status';
import type { ScreenNotice as Notice } from '@/components/ui/notice';

const successTexts: Record<PropertyStatus, string> = {
  published: 'Propiedad publicada',
  archived: 'Propiedad archivada',
  draft: 'Propiedad pasada a borrador',
};

/**
 * Delete (after the confirmation dialog), publish and archive from the management list. Failures are
 * logged by the mutations and reported in a line above the list.
 */
export function usePropertyActions() {
  const deletion = useDeleteProperty();
  const statusChange = useUpdatePropertyStatus();
  const [pendingDelete, setPendingDelete] = useState<PropertySummary | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  const requestDelete = (property: PropertySummary) => {
    setNotice(null);
    setPendingDelete(property);
  };

  const confirmDelete = () => {
    if (!pendingDelete) return;
    const { slug, title } = pendingDelete;
    deletion.mutate(slug, {
      onSuccess: () => setNotice({ tone: 'success', text: `Propiedad eliminada: ${title}` }),
      onError: () =>
        setNotice({ tone: 'error', text: 'No se pudo eliminar la propiedad. Intenta de nuevo.' }),
      onSettled: () => setPendingDelete(null),
    });
  };

  const changeStatus = (property: PropertySummary, status: PropertyStatus) => {
    setNotice(null);
    statusChange.mutate(
      { slug: property.slug, status },
      {
        onSuccess: () => setNotice({ tone: 'success', text: `${successTexts[status]}: ${property.title}` }),
        onError: () =>
          setNotice({
            tone: 'error',
            text: 'No se pudo cambiar el estado de la propiedad. Intenta de nuevo.',
          }),
      },
    );
  };

  return {
    pendingDelete,
    isDeleting: deletion.isPending,
    requestDelete,
    confirmDelete,
    cancelDelete: () => setPendingDelete(null),
    changeStatus,
    busySlug: statusChange.isPending ? statusChange.variables.slug : null,
    notice,
    dismissNotice: () => setNotice(null),
  };
}
