import { fileTypeFromBuffer } from 'file-type';

/** How many leading bytes the type check reads: file-type's own sample size, enough for every container. */
export const VIDEO_SNIFF_BYTES = 4100;

export interface VideoType {
  mime: 'video/mp4' | 'video/webm' | 'video/quicktime';
  /** Extension of the stored file: the static server derives the Content-Type from it. */
  ext: 'mp4' | 'webm' | 'mov';
}

/**
 * The video container read from the first bytes (an ISO-BMFF `ftyp` box, or an EBML header whose DocType is
 * `webm`), never from the name or the declared type. MP4 variants (M4V, F4V) are stored as MP4, which is
 * what browsers play them as. Matroska, 3GP, audio-only MP4 and everything else: null.
 */
export async function detectVideoType(head: Uint8Array): Promise<VideoType | null> {
  const detected = await fileTypeFromBuffer(head);
  switch (detected?.mime) {
    case 'video/mp4':
    case 'video/x-m4v':
      return { mime: 'video/mp4', ext: 'mp4' };
    case 'video/webm':
      return { mime: 'video/webm', ext: 'webm' };
    case 'video/quicktime':
      return { mime: 'video/quicktime', ext: 'mov' };
    default:
      return null;
  }
}
