import { roleLabels, isRole } from '@inmuebles/shared/users/roles';
import { getFullName } from '@inmuebles/shared/users/names';
import type { PublicUser } from '@inmuebles/shared/users/user-schema';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { buttonStyles } from '@/components/ui/button-styles';
import { PencilIcon } from '@/components/icons/action-icons';
import { ExternalLinkIcon } from '@/components/icons/navigation-icons';
import { publicPaths } from '@inmuebles/shared/paths/public-paths';

export interface CompanyAdminHeaderProps {
  user: PublicUser;
  /** The company's slug once loaded: the public page link appears with it. */
  slug?: string;
  /** Shows the edit controls (company_admin of the company or admin). */
  canEdit: boolean;
  isEditing: boolean;
  isSaving: boolean;
  /** The id of the company form, which 'Guardar' submits from up here. */
  formId: string;
  onEdit: () => void;
  onCancel: () => void;
}

/** 'Gestión de Empresa' with the signed-in user and the screen's actions (docs/product/signed-in-area.md §2.4). */
export function CompanyAdminHeader({
  user,
  slug,
  canEdit,
  isEditing,
  isSaving,
  formId,
  onEdit,
  onCancel,
}: CompanyAdminHeaderProps) {
  const name = getFullName(user);
  return (
    <header className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Gestión de Empresa</h1>
        <div className="mt-2 flex items-center gap-2.5 text-sm text-slate-600">
          <Avatar name={name} imageUrl={user.avatar_url} size="sm" />
          <p className="min-w-0">
            <span className="font-medium text-slate-900">{name}</span>
            {isRole(user.role) && (
              <span className="block text-slate-500 sm:inline">
                <span aria-hidden="true" className="hidden sm:inline">
                  {' · '}
                </span>
                {roleLabels[user.role]}
              </span>
            )}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {slug && (
          <a
            href={publicPaths.company(slug)}
            target="_blank"
            rel="noopener noreferrer"
            // On a phone, Cancelar and Guardar come first while editing: they are what the user is after.
            className={buttonStyles('secondary', 'md', isEditing ? 'max-sm:order-last' : '')}
          >
            <ExternalLinkIcon className="size-4" />
            Ver página pública
            <span className="sr-only"> (se abre en una pestaña nueva)</span>
          </a>
        )}
        {canEdit && !isEditing && (
          <Button onClick={onEdit} disabled={!slug}>
            <PencilIcon className="size-4" />
            Editar
          </Button>
        )}
        {isEditing && (
          <>
            <Button variant="secondary" onClick={onCancel} disabled={isSaving}>
              Cancelar
            </Button>
            <Button type="submit" form={formId} isLoading={isSaving}>
              {isSaving ? 'Guardando...' : 'Guardar'}
            </Button>
          </>
        )}
      </div>
    </header>
  );
}
