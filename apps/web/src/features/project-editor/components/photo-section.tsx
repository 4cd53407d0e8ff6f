import { useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { TrashIcon, UploadIcon } from '@/components/icons/action-icons';
import type { ProjectMediaState } from '../hooks/use-project-media';
import { photoMessages } from '../model/photo-draft';
import { EditorSection } from './editor-section';

const accept = 'image/jpeg,image/png,image/webp,image/gif';

/**
 * "Fotos": the gallery in its order (the first is the main photo), new files shown at once and uploaded
 * with the save, each movable or removable.
 */
export function PhotoSection({ media }: { media: ProjectMediaState }) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  return (
    <EditorSection title="Fotos" description={photoMessages.hint}>
      {media.problems.length > 0 && (
        <ul role="alert" className="space-y-1 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-700">
          {media.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      {media.items.length > 0 && (
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {media.items.map((item, index) => {
            const src = item.kind === 'stored' ? item.photo.thumbnail_url : item.preview;
            const name = `Foto ${index + 1}`;
            return (
              <li key={item.key} className="overflow-hidden rounded-lg border border-slate-200 bg-white">
                <div className="relative aspect-[4/3] bg-slate-100">
                  <img src={src} alt={name} className="size-full object-cover" />
                  {index === 0 && (
                    <span className="absolute top-2 left-2 rounded-full bg-blue-600 px-2 py-0.5 text-xs font-semibold text-white">
                      Principal
                    </span>
                  )}
                  {item.kind === 'new' && (
                    <span className="absolute top-2 right-2 rounded-full bg-white/90 px-2 py-0.5 text-xs font-medium text-slate-700">
                      Nueva
                    </span>
                  )}
                </div>
                <div className="flex items-center justify-between gap-1 p-1.5">
                  <div className="flex gap-1">
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={index === 0}
                      onClick={() => media.move(item.key, -1)}
                      aria-label={`Mover la ${name.toLowerCase()} antes`}
                    >
                      ←
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={index === media.items.length - 1}
                      onClick={() => media.move(item.key, 1)}
                      aria-label={`Mover la ${name.toLowerCase()} después`}
                    >
                      →
                    </Button>
                  </div>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => media.remove(item.key)}
                    className="text-red-600 hover:bg-red-50"
                    aria-label={`Quitar la ${name.toLowerCase()}`}
                  >
                    <TrashIcon className="size-4 shrink-0" />
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <div>
        <input
          ref={input}
          type="file"
          accept={accept}
          multiple
          className="sr-only"
          aria-label="Agregar fotos del proyecto"
          aria-describedby={hintId}
          onChange={(event) => {
            media.add([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
        <Button variant="secondary" onClick={() => input.current?.click()}>
          <UploadIcon className="size-4 shrink-0" />
          Agregar fotos
        </Button>
        <p id={hintId} className="mt-2 text-sm text-slate-600">
          {media.items.length === 0
            ? 'Aún no hay fotos. Se suben al guardar el proyecto.'
            : 'Las fotos nuevas se suben al guardar el proyecto.'}
        </p>
      </div>
    </EditorSection>
  );
}
