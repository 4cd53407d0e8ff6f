import { parseVideoUrl } from '@inmuebles/shared/properties/video-url';
import type { MediaDraft, MediaItem } from '../media/media-draft';

const platformNames = { youtube: 'YouTube', vimeo: 'Vimeo' } as const;

const thumbnailOf = (item: MediaItem) => (item.kind === 'existing' ? item.thumbnailUrl : item.previewUrl);

/** The photos in their final order (the first is the main photo) and the video, as they will be saved. */
export function ReviewMedia({ draft, videoUrl }: { draft: MediaDraft; videoUrl: string }) {
  const platform = parseVideoUrl(videoUrl)?.platform;
  const videoFile = draft.videoFile?.name ?? draft.existingVideo?.filename;
  return (
    <div className="space-y-4">
      {draft.items.length === 0 ? (
        <p className="text-sm text-slate-500">Sin fotos</p>
      ) : (
        <ol aria-label="Fotos en orden" className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6">
          {draft.items.map((item, index) => (
            <li
              key={item.key}
              className="relative aspect-[4/3] overflow-hidden rounded-lg bg-slate-100 ring-1 ring-slate-200"
            >
              <img
                src={thumbnailOf(item)}
                alt={`Foto ${index + 1}${index === 0 ? ' (principal)' : ''}`}
                className="size-full object-cover"
              />
              {index === 0 && (
                <span className="absolute top-1 left-1 rounded bg-blue-600 px-1.5 py-0.5 text-[11px] font-semibold text-white">
                  Principal
                </span>
              )}
              {item.kind === 'new' && (
                <span className="absolute right-1 bottom-1 rounded bg-slate-900/70 px-1.5 py-0.5 text-[11px] text-white">
                  Nueva
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
      <dl className="grid gap-3 sm:grid-cols-2">
        <div className="min-w-0">
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">Video (enlace)</dt>
          <dd className="mt-0.5 text-sm break-all text-slate-900">
            {videoUrl.trim() ? (
              `${platform ? `${platformNames[platform]}: ` : ''}${videoUrl.trim()}`
            ) : (
              <span className="text-slate-500">Sin video</span>
            )}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">Video (archivo)</dt>
          <dd className="mt-0.5 text-sm break-all text-slate-900">
            {videoFile ?? <span className="text-slate-500">Sin video</span>}
          </dd>
        </div>
      </dl>
    </div>
  );
}
