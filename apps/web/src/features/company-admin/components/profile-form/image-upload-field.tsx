import { useId, useState, type ChangeEvent } from 'react';
import { useObjectUrl } from '../../hooks/use-object-url';
import { checkCompanyImage } from '../../utils/image-file-check';
import type { ImageChange } from '../../utils/image-changes';
import { UploadIcon } from '@/components/icons/action-icons';

export interface ImageUploadFieldProps {
  label: string;
  hint: string;
  /** The image the company has now (null when none). */
  currentUrl: string | null;
  /** 'square' for the logo, 'wide' (3:1) for the banner. */
  shape: 'square' | 'wide';
  value: ImageChange;
  onChange: (next: ImageChange) => void;
  disabled?: boolean;
}

/**
 * One image of the company: a preview (the new file, else the current image), a picker checked on the
 * spot (type and 5 MB, docs/product/signed-in-area.md §5) and a way to take the image away. Nothing is sent until the form is saved.
 */
export function ImageUploadField({
  label,
  hint,
  currentUrl,
  shape,
  value,
  onChange,
  disabled,
}: ImageUploadFieldProps) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const previewUrl = useObjectUrl(value.file);
  const shownUrl = previewUrl ?? (value.remove ? null : currentUrl);
  const hasImage = Boolean(value.file) || (Boolean(currentUrl) && !value.remove);

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again still fires a change
    if (!file) return;
    const problem = checkCompanyImage(file);
    setError(problem);
    if (!problem) onChange({ file, remove: false });
  };
  const onRemove = () => {
    setError(null);
    onChange(value.file ? { file: null, remove: value.remove } : { file: null, remove: true });
  };

  const frame = shape === 'square' ? 'size-24' : 'aspect-[3/1] w-full max-w-sm';
  return (
    <div>
      <p id={`${id}-label`} className="mb-1.5 text-sm font-medium text-slate-700">
        {label}
      </p>
      <div className={`flex gap-4 ${shape === 'square' ? 'items-center' : 'flex-col'}`}>
        <div className={`${frame} shrink-0 overflow-hidden rounded-lg bg-slate-100 ring-1 ring-slate-200`}>
          {shownUrl ? (
            <img
              src={shownUrl}
              alt={`Vista previa: ${label}`}
              className={`size-full ${shape === 'square' ? 'object-contain' : 'object-cover'}`}
            />
          ) : (
            <span className="flex size-full items-center justify-center text-xs text-slate-500">
              Sin imagen
            </span>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <input
            id={id}
            type="file"
            accept="image/*"
            className="peer sr-only"
            aria-labelledby={`${id}-label`}
            aria-describedby={error ? `${id}-error` : `${id}-hint`}
            aria-invalid={Boolean(error)}
            onChange={onPick}
            disabled={disabled}
          />
          <label
            htmlFor={id}
            className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-700 shadow-sm hover:bg-slate-50 peer-focus-visible:ring-2 peer-focus-visible:ring-blue-500 peer-focus-visible:ring-offset-2 peer-disabled:pointer-events-none peer-disabled:opacity-60"
          >
            <UploadIcon className="size-4" />
            {hasImage ? 'Cambiar imagen' : 'Seleccionar imagen'}
          </label>
          {hasImage && (
            <button
              type="button"
              onClick={onRemove}
              disabled={disabled}
              className="h-9 rounded-lg px-3 text-sm font-medium text-red-700 hover:bg-red-50 disabled:opacity-60"
            >
              Quitar <span className="sr-only">{label.toLowerCase()}</span>
            </button>
          )}
        </div>
      </div>
      {value.file && !error && (
        <p className="mt-1.5 truncate text-xs text-slate-600">Nueva imagen: {value.file.name}</p>
      )}
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      )}
    </div>
  );
}
