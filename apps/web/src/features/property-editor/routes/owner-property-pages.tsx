import { pageTitle } from '@inmuebles/shared/format/page-title';
import { ownerMessages, OwnerLimits } from '@inmuebles/shared/owners/owner-schema';
import { Link, Navigate, useParams } from '@/lib/router';
import { Notice } from '@/components/ui/notice';
import { PageSpinner } from '@/components/ui/page-spinner';
import { buttonStyles } from '@/components/ui/button-styles';
import { useLogError } from '@/hooks/use-log-error';
import { useOwnerListings } from '@/features/owners/api/owner-api';
import { PhoneChoice } from '@/features/owners/components/phone-choice';
import { useEditableProperty } from '../api/get-editable-property';
import { ownerListPath, type SavedPropertyState } from '../hooks/use-save-property';
import { saveMessages } from '../model/save-messages';
import { PropertyEditorScreen } from './property-editor-screen';

const loadFailedState: SavedPropertyState = { notices: [{ tone: 'error', text: saveMessages.loadFailed }] };

/** What publishing as "dueño directo" involves, said before the first step (docs/product/owners.md). */
function OwnerIntro({ showPhone }: { showPhone: boolean }) {
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <Notice tone="info" title="Publicas como dueño directo">
        <ul className="mt-1 list-disc space-y-1 pl-5">
          <li>
            Indica la partida registral de tu inmueble (oficina y número de SUNARP): es obligatoria y la
            revisamos para proteger a los interesados de avisos falsos.
          </li>
          <li>
            Al publicar, tu primer aviso queda «Por revisar» hasta que un administrador lo apruebe; luego
            aparece en las búsquedas como «Dueño directo».
          </li>
          <li>{`Puedes tener hasta ${OwnerLimits.maxActiveListings} inmuebles activos a la vez.`}</li>
        </ul>
      </Notice>
      <PhoneChoice showPhone={showPhone} />
    </div>
  );
}

/**
 * `/mis-inmuebles/nuevo`, "Publicar mi inmueble": the five-step editor in owner mode (`POST
 * /owner/properties`, the partida required). With every active place taken, the limit is said instead of
 * an editor whose save would be refused; a refusal that still comes (409) shows the same words.
 */
export function OwnerNewPropertyPage() {
  const listings = useOwnerListings();
  useLogError(listings.error, 'No se pudieron cargar tus inmuebles');
  if (listings.isPending) return <PageSpinner label="Cargando..." />;
  if (listings.data && listings.data.active >= listings.data.max_active) {
    return (
      <div className="mx-auto w-full max-w-3xl space-y-4 px-4 py-8 sm:px-6">
        <title>{pageTitle('Publicar mi inmueble')}</title>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Publicar mi inmueble</h1>
        <Notice tone="error" title="Llegaste al límite de inmuebles activos">
          {ownerMessages.limit}
        </Notice>
        <Link to={ownerListPath} className={buttonStyles('secondary', 'md')}>
          Ver mis inmuebles
        </Link>
      </div>
    );
  }
  return (
    <PropertyEditorScreen
      property={null}
      audience="owner"
      intro={<OwnerIntro showPhone={listings.data?.show_phone ?? false} />}
    />
  );
}

/** `/mis-inmuebles/editar/:slug`: an owner edits one of their listings; one they cannot edit opens their list. */
export function OwnerEditPropertyPage() {
  const { slug = '' } = useParams();
  const query = useEditableProperty(slug);
  const cannotEdit = query.isError || (query.data !== undefined && !query.data.can_edit);
  useLogError(query.error, `No se pudo cargar el inmueble ${slug} para editarlo`);
  if (cannotEdit) return <Navigate to={ownerListPath} replace state={loadFailedState} />;
  if (!query.data) return <PageSpinner label="Cargando inmueble..." />;
  return <PropertyEditorScreen key={query.data.id} property={query.data} audience="owner" />;
}
