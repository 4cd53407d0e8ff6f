import type { ScreenNotice } from '@/components/ui/notice';

/*
 * The messages of the save sequence (docs/product/signed-in-area.md §5 and 8), letter for letter. After a save the wizard returns to
 * the property list and the list shows them.
 */

export const saveMessages = {
  incomplete: 'Por favor completa la información básica y ubicación antes de guardar.',
  failed: 'Error al guardar la propiedad. Por favor intenta de nuevo.',
  videoFailed: 'Error al subir el video. La propiedad se guardó pero sin el video.',
  loadFailed: 'Error al cargar la propiedad',
} as const;

/** An offer the server refused after the property was saved: its reasons, on the list. */
export function offerFailureNotice(reasons: readonly string[]): SaveNotice {
  return {
    tone: 'error',
    text: `La propiedad se guardó, pero no se pudieron guardar sus ofertas: ${[...new Set(reasons)].join('; ')}. Puedes editarla para corregirlas.`,
  };
}

/** One line shown on the list after a save. */
export type SaveNotice = Pick<ScreenNotice, 'tone' | 'text'>;

export interface UploadOutcome {
  uploaded: number;
  failed: number;
  videoFailed: boolean;
}

/**
 * What the list says after a save: the photo result when there were new photos (all, some or none uploaded),
 * the video failure, or a plain confirmation when there was nothing to upload.
 */
export function saveNotices(outcome: UploadOutcome, newPhotos: number, title: string): SaveNotice[] {
  const notices: SaveNotice[] = [];
  if (newPhotos > 0) {
    if (outcome.uploaded === 0) {
      notices.push({
        tone: 'error',
        text: '❌ Propiedad guardada pero no se pudieron subir las fotos. Puedes editarla después para agregar imágenes.',
      });
    } else if (outcome.failed > 0) {
      notices.push({
        tone: 'error',
        text: `⚠️ Propiedad guardada. ${outcome.uploaded} fotos subidas correctamente, ${outcome.failed} fallaron.`,
      });
    } else {
      notices.push({
        tone: 'success',
        text: `✅ Propiedad guardada con ${outcome.uploaded} fotos subidas exitosamente.`,
      });
    }
  }
  if (outcome.videoFailed) notices.push({ tone: 'error', text: saveMessages.videoFailed });
  if (notices.length === 0) notices.push({ tone: 'success', text: `Propiedad guardada: ${title}` });
  return notices;
}
