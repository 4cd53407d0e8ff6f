import type { MediaDraft } from '../media/media-draft';
import type { EditorValues } from './editor-values';

const isFilled = (value: number | boolean | string | null) =>
  value !== null && value !== false && value !== '' && value !== 0;

/**
 * Whether each step holds something the user gave, for the progress marks: 'Fotos' and 'Detalles y Mapa'
 * are valid empty (both optional), but an empty step is not "Completo". The other steps count
 * as filled; their validity decides.
 */
export function stepHasContent(values: EditorValues, draft: MediaDraft): boolean[] {
  const hasMedia =
    draft.items.length > 0 ||
    draft.videoFile !== null ||
    draft.existingVideo !== null ||
    values.video_url.trim() !== '';
  const hasGeometry =
    (values.polygon_coordinates?.length ?? 0) > 0 || (values.latitude !== null && values.longitude !== null);
  const hasDetails = Object.values(values.property_detail).some(isFilled);
  return [true, true, hasMedia, hasGeometry || hasDetails, true];
}
