import { useId, useState } from 'react';
import { parseVideoUrl, type VideoPlatform } from '@inmuebles/shared/properties/video-url';
import { mediaMessages } from '@/features/property-editor/media/media-rules';
import { CheckIcon } from '@/components/icons/action-icons';

const platformNames: Record<VideoPlatform, string> = { youtube: 'YouTube', vimeo: 'Vimeo' };

export interface VideoUrlFieldProps {
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
}

/**
 * The optional external video (docs/product/signed-in-area.md §5): a YouTube or Vimeo link, checked with the same parser the detail
 * page embeds with. The error waits until the field is left, so typing a link is not met with a warning.
 */
export function VideoUrlField({ value, onChange, disabled }: VideoUrlFieldProps) {
  const inputId = useId();
  const statusId = useId();
  const [touched, setTouched] = useState(value.trim() !== '');
  const trimmed = value.trim();
  const parsed = trimmed ? parseVideoUrl(trimmed) : null;
  const showError = touched && trimmed !== '' && !parsed;

  return (
    <div className="space-y-1.5">
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        URL del video <span className="font-normal text-slate-500">(opcional)</span>
      </label>
      <input
        id={inputId}
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://www.youtube.com/watch?v=..."
        value={value}
        disabled={disabled}
        aria-invalid={showError || undefined}
        aria-describedby={statusId}
        onChange={(event) => onChange(event.target.value)}
        onBlur={() => setTouched(true)}
        className={`block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:outline-none focus:ring-2 disabled:bg-slate-50 sm:text-sm ${
          showError
            ? 'border-red-400 focus:border-red-500 focus:ring-red-500/30'
            : 'border-slate-300 focus:border-blue-500 focus:ring-blue-500/30'
        }`}
      />
      <div id={statusId} aria-live="polite">
        {parsed && (
          <p className="flex items-center gap-1.5 text-sm font-medium text-emerald-700">
            <CheckIcon className="size-4" strokeWidth={2} />
            {`Video de ${platformNames[parsed.platform]}`}
          </p>
        )}
        {showError && (
          <div role="alert" className="text-sm text-red-700">
            <p className="font-semibold">{mediaMessages.videoUrlInvalidTitle}</p>
            <p>{mediaMessages.videoUrlInvalidDetail}</p>
          </div>
        )}
        {!parsed && !showError && (
          <p className="text-xs text-slate-500">Pega un enlace de YouTube o Vimeo.</p>
        )}
      </div>
    </div>
  );
}
