import { chipClass } from './count-chips';

export interface MediaFiltersProps {
  withPhotos: boolean;
  withVideo: boolean;
  onChange: (change: { with_photos?: true; with_video?: true }) => void;
}

/** 'Con fotos' and 'Con video': toggles, each independent. */
export function MediaFilters({ withPhotos, withVideo, onChange }: MediaFiltersProps) {
  return (
    <div role="group" aria-label="Multimedia" className="min-w-0">
      <p
        aria-hidden="true"
        className="mb-1 block text-xs font-semibold tracking-wide text-slate-500 uppercase"
      >
        Multimedia
      </p>
      <div className="flex gap-1.5">
        <button
          type="button"
          aria-pressed={withPhotos}
          onClick={() => onChange({ with_photos: withPhotos ? undefined : true })}
          className={chipClass(withPhotos)}
        >
          Con fotos
        </button>
        <button
          type="button"
          aria-pressed={withVideo}
          onClick={() => onChange({ with_video: withVideo ? undefined : true })}
          className={chipClass(withVideo)}
        >
          Con video
        </button>
      </div>
    </div>
  );
}
