import type { ReactNode } from 'react';
import { Link } from '@/lib/router';
import { BriefcaseIcon, PlusIcon } from '@/components/icons/action-icons';
import { Panel } from './panel';

const itemBase = 'flex items-center gap-4 rounded-xl border px-4 py-3.5';

function ActionBody({
  icon,
  title,
  description,
  tone,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  tone: string;
}) {
  return (
    <>
      <span
        aria-hidden="true"
        className={`inline-flex size-10 shrink-0 items-center justify-center rounded-lg ${tone}`}
      >
        {icon}
      </span>
      <span className="min-w-0">
        <span className="flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-900">
          {title}
        </span>
        <span className="block text-xs text-slate-500">{description}</span>
      </span>
    </>
  );
}

/** 'Acciones Rápidas' (docs/product/signed-in-area.md §2.1): Nueva Propiedad, Gestionar Empresa, and Reportes as coming soon. */
export function QuickActions({ className }: { className?: string }) {
  const linkStyles = `${itemBase} border-slate-200 transition hover:border-blue-300 hover:bg-blue-50/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500`;
  return (
    <Panel title="Acciones Rápidas" className={className}>
      <ul className="space-y-3 p-4">
        <li>
          <Link to="/dashboard/properties/new" className={linkStyles}>
            <ActionBody
              icon={<PlusIcon className="size-5 shrink-0" />}
              title="Nueva Propiedad"
              description="Agrega una propiedad al catálogo"
              tone="bg-blue-600 text-white"
            />
          </Link>
        </li>
        <li>
          <Link to="/dashboard/company" className={linkStyles}>
            <ActionBody
              icon={<BriefcaseIcon className="size-5 shrink-0" />}
              title="Gestionar Empresa"
              description="Actualiza la información de tu empresa"
              tone="bg-emerald-50 text-emerald-600"
            />
          </Link>
        </li>
      </ul>
    </Panel>
  );
}
