import { useQueryClient } from '@tanstack/react-query';
import type { PropertyDetail } from '@inmuebles/shared/properties/property-detail-schema';
import { invalidateAfterPropertyChange } from '@/features/dashboard/api/invalidate-after-property-change';
import { editorKeys } from '../api/editor-keys';
import { EditorMapLoaderContext, type LoadEditorMap } from '../components/geometry-map/editor-map-loader';
import { PropertyEditor } from '../components/property-editor';
import { usePropertyEditor } from '../hooks/use-property-editor';
import { useLocationLists } from './use-location-lists';

// Route modules compose features: the maps feature draws step 4, fetched (with Leaflet) when the step opens.
const loadEditorMap: LoadEditorMap = () => import('@/features/maps/lib/editor-map');

/**
 * The editor wired to the rest of the app: the location catalogue feeds step 2, and a save refreshes the
 * dashboard's lists and counters and marks every cached property answer stale (listing, detail page).
 */
export function PropertyEditorScreen({ property }: { property: PropertyDetail | null }) {
  const queryClient = useQueryClient();
  const editor = usePropertyEditor({
    property,
    onSaved: async () => {
      queryClient.removeQueries({ queryKey: editorKeys.all });
      await invalidateAfterPropertyChange(queryClient);
    },
  });
  const lists = useLocationLists(editor.values.region, editor.values.province);
  return (
    <EditorMapLoaderContext value={loadEditorMap}>
      <PropertyEditor editor={editor} lists={lists} />
    </EditorMapLoaderContext>
  );
}
