import { limaLongDate } from '@/lib/lima-date';

/*
 * The trust badges (docs/product/trust-and-admin.md): "Empresa verificada" with the date a platform admin
 * verified the company, and "Con partida registral" on a property that names its SUNARP record.
 */

/** 'Empresa verificada' and, in full or as a tooltip, since when. Nothing for an unverified company. */
export function VerifiedBadge({
  verifiedAt,
  compact = false,
}: {
  verifiedAt: string | null;
  /** On cards: the date goes into the title to keep the line short. */
  compact?: boolean;
}) {
  const date = limaLongDate(verifiedAt);
  if (!date) return null;
  return (
    <span
      data-testid="verified-badge"
      title={`Verificada el ${date}`}
      className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200"
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-3.5">
        <path
          fillRule="evenodd"
          d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
          clipRule="evenodd"
        />
      </svg>
      Empresa verificada
      {!compact && <span className="font-normal">{` · ${date}`}</span>}
    </span>
  );
}

/** 'Con partida registral' for a property with a SUNARP record. */
export function RegistryBadge({ hasRegistry }: { hasRegistry: boolean }) {
  if (!hasRegistry) return null;
  return (
    <span
      data-testid="registry-badge"
      className="inline-flex items-center rounded-full bg-sky-50 px-2 py-0.5 text-xs font-semibold text-sky-800 ring-1 ring-sky-200"
    >
      Con partida registral
    </span>
  );
}
