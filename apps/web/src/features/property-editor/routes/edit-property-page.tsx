import { Navigate, useParams } from '@/lib/router';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useEditableProperty } from '../api/get-editable-property';
import { saveMessages } from '../model/save-messages';
import { PropertyEditorScreen } from './property-editor-screen';
import { propertyListPath, type SavedPropertyState } from '../hooks/use-save-property';
import { useLogError } from '@/hooks/use-log-error';

const loadFailedState: SavedPropertyState = { notices: [{ tone: 'error', text: saveMessages.loadFailed }] };

/**
 * `/dashboard/properties/edit/:slug` (slug or numeric id). While the property loads a spinner shows; when it
 * cannot be loaded (missing, another company's, offline) or the user may not edit it, the list opens (docs/product/signed-in-area.md §8).
 */
export function EditPropertyPage() {
  const { slug = '' } = useParams();
  const query = useEditableProperty(slug);
  const cannotEdit = query.isError || (query.data !== undefined && !query.data.can_edit);

  useLogError(query.error, `No se pudo cargar la propiedad ${slug} para editarla`);

  if (cannotEdit) return <Navigate to={propertyListPath} replace state={loadFailedState} />;
  if (!query.data) return <PageSpinner label="Cargando propiedad..." />;
  // A new key per property: moving from one edit address to another starts a fresh form.
  return <PropertyEditorScreen key={query.data.id} property={query.data} />;
}
