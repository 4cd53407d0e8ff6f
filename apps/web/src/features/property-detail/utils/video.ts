import type { PropertyVideo } from '@inmuebles/shared/properties/property-detail-schema';
import { parseVideoUrl, type ParsedVideoUrl } from '@inmuebles/shared/properties/video-url';

/** What the video section plays: an embedded YouTube or Vimeo player, an uploaded file, or both. */
export interface VideoChoice {
  embed: ParsedVideoUrl | null;
  file: { url: string; mime: string | null } | null;
}

/**
 * The players of the video section (docs/product/public-and-auth.md §5): a YouTube or Vimeo link is embedded, an uploaded file
 * plays in the browser's own player. Null, and no section at all, when there is neither (no video, or a
 * link to any other host).
 */
export function chooseVideo(video: PropertyVideo | null | undefined): VideoChoice | null {
  const url = video?.url?.trim() ?? '';
  const fileUrl = video?.file_url?.trim() ?? '';
  if (!url && !fileUrl) return null;
  const embed = url ? parseVideoUrl(url) : null;
  const file = fileUrl ? { url: fileUrl, mime: video?.mime ?? null } : null;
  return embed || file ? { embed, file } : null;
}
