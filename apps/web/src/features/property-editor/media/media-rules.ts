import { PropertyLimits } from '@inmuebles/shared/properties/limits';

/** What the photo input accepts; the server checks the bytes again. */
export const acceptedPhotoTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

const megabyte = 1024 * 1024;
const maxPhotoMegabytes = PropertyLimits.maxPhotoBytes / megabyte;

/** The step's texts that the spec does not fix (docs/product/signed-in-area.md §2.3, 5, 8 fix the others, quoted as they are). */
export const mediaMessages = {
  photoHint: 'PNG, JPG, GIF hasta 10MB',
  photoTooLarge: (name: string) =>
    `La foto "${name}" es demasiado grande. El tamaño máximo es ${maxPhotoMegabytes}MB.`,
  photoWrongType: (name: string) => `El archivo "${name}" no es una imagen válida. Usa PNG, JPG, GIF o WebP.`,
  photoLimit: (max: number, skipped: number) =>
    `Puedes tener hasta ${max} fotos por propiedad; ${skipped === 1 ? 'no se agregó 1 archivo' : `no se agregaron ${skipped} archivos`}.`,
  photoDeleteFailed: 'Error al eliminar la foto. Por favor intenta de nuevo.',
  videoUrlInvalidTitle: 'URL no válida',
  videoUrlInvalidDetail: 'Por favor ingresa una URL válida de YouTube o Vimeo',
  videoWrongType: 'Por favor selecciona un archivo de video válido (MP4, WebM, etc.)',
  videoTooLarge: 'El video es demasiado grande. El tamaño máximo es 100MB.',
  videoDeleteFailed: 'Error al eliminar el video. Por favor intenta de nuevo.',
} as const;

/** Why a chosen photo is refused, or null when it may be added. */
export function photoFileError(file: File): string | null {
  if (!(acceptedPhotoTypes as readonly string[]).includes(file.type))
    return mediaMessages.photoWrongType(file.name);
  if (file.size > PropertyLimits.maxPhotoBytes) return mediaMessages.photoTooLarge(file.name);
  return null;
}

/** Why a chosen video is refused, or null when it may be attached. */
export function videoFileError(file: File): string | null {
  if (!file.type.startsWith('video/')) return mediaMessages.videoWrongType;
  if (file.size > PropertyLimits.maxVideoBytes) return mediaMessages.videoTooLarge;
  return null;
}
