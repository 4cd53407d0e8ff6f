import { TowersIcon } from '@/components/icons/property-icons';

/**
 * A project's picture, or the drawn building the cards show while a project has no photos yet (the
 * upload of project photos is not built: docs/product/projects.md).
 */
export function ProjectPhoto({
  url,
  alt,
  priority = false,
  className = '',
}: {
  url: string | null;
  alt: string;
  priority?: boolean;
  className?: string;
}) {
  if (url)
    return (
      <img
        src={url}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        className={`size-full object-cover ${className}`}
      />
    );
  return (
    <div
      className={`flex size-full flex-col items-center justify-center gap-2 bg-gradient-to-br from-blue-50 to-slate-200 text-slate-400 ${className}`}
    >
      <TowersIcon className="size-10" strokeWidth={1.3} />
      <span className="text-xs font-medium">Sin fotos</span>
    </div>
  );
}
