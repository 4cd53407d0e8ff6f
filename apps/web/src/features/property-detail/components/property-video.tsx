import type { VideoChoice } from '../utils/video';

const platformNames = { youtube: 'YouTube', vimeo: 'Vimeo' } as const;

/**
 * The video players (docs/product/public-and-auth.md §5): a YouTube or Vimeo link in an embedded player (loaded when scrolled near),
 * an uploaded file in the browser's own player (only its metadata loads until the visitor presses play).
 */
export function PropertyVideo({ choice, propertyTitle }: { choice: VideoChoice; propertyTitle: string }) {
  return (
    <div className="space-y-4">
      {choice.embed && (
        <div>
          <div className="relative aspect-video overflow-hidden rounded-2xl bg-slate-900 shadow-sm">
            <iframe
              src={choice.embed.embedUrl}
              title={`Video de ${propertyTitle} (${platformNames[choice.embed.platform]})`}
              loading="lazy"
              allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
              referrerPolicy="strict-origin-when-cross-origin"
              className="absolute inset-0 size-full border-0"
            />
          </div>
          {/* A player that cannot load (blocked, offline platform) leaves a black box: the video's own page is one click away. */}
          <a
            href={choice.embed.watchUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-2 inline-flex text-sm font-medium text-blue-700 hover:underline focus-visible:rounded focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none"
          >
            {`Ver en ${platformNames[choice.embed.platform]}`}
          </a>
        </div>
      )}
      {choice.file && (
        <video controls preload="metadata" className="aspect-video w-full rounded-2xl bg-slate-900 shadow-sm">
          <source src={choice.file.url} type={choice.file.mime ?? undefined} />
          Tu navegador no puede reproducir este video.
        </video>
      )}
    </div>
  );
}
