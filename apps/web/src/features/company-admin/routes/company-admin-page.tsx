import { pageTitle } from '@inmuebles/shared/format/page-title';
import { useEffect, useRef, useState } from 'react';
import type { PublicCompany } from '@inmuebles/shared/companies/company-schema';
import {
  companyManagementMessages,
  type CompanyUpdateValues,
} from '@inmuebles/shared/companies/management-schema';
import type { PublicUser } from '@inmuebles/shared/users/user-schema';
import { updateUser, useCurrentUser } from '@/lib/session';
import { useManagedCompany } from '../api/get-managed-company';
import { AnalyticsPanel } from '../components/analytics/analytics-panel';
import { CompanyAdminHeader } from '../components/company-admin-header';
import { CompanyAdminLoading, CompanyLoadError, NoCompanyState } from '../components/company-admin-states';
import { CompanyOverview } from '../components/company-overview';
import { CompanyStatsSection } from '../components/company-stats-section';
import { ConfigurationPanel } from '../components/configuration/configuration-panel';
import { ConfigurationSummary } from '../components/configuration/configuration-summary';
import { Notice, type ScreenNotice } from '@/components/ui/notice';
import { CompanyProfileForm } from '../components/profile-form/company-profile-form';
import { useEditMode } from '../hooks/use-edit-mode';
import { useSaveCompanyProfile } from '../hooks/use-save-company-profile';
import { companyRefOf } from '../utils/company-ref';
import { failureDetails } from '../utils/failure-messages';
import type { ImageChanges } from '../utils/image-changes';
import { canEditCompany } from '../utils/permissions';
import { useLogError } from '@/hooks/use-log-error';

const formId = 'company-profile-form';

/** `/dashboard/company`: Gestión de Empresa (docs/product/signed-in-area.md §2.4, 4, 5, 8). */
export function CompanyAdminPage() {
  const user = useCurrentUser();
  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <title>{pageTitle('Gestión de Empresa')}</title>
      {!user ? <CompanyAdminLoading /> : <CompanyAdminScreen user={user} companyRef={companyRefOf(user)} />}
    </div>
  );
}

function CompanyAdminScreen({ user, companyRef }: { user: PublicUser; companyRef: string | null }) {
  const query = useManagedCompany(companyRef);
  const company = query.data;
  const canEdit = company ? canEditCompany(user, company.id) : false;
  const { isEditing, startEditing, stopEditing } = useEditMode(canEdit);
  const save = useSaveCompanyProfile(company?.slug ?? companyRef ?? '');
  const [notice, setNotice] = useState<ScreenNotice | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  useLogError(query.error, 'No se pudo cargar la empresa.');
  // The outcome appears under the header; after a save from the bottom of the form, bring it into view.
  useEffect(() => {
    if (notice) noticeRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [notice]);

  const onEdit = () => {
    setNotice(null);
    startEditing();
  };
  const onCancel = () => {
    setNotice(null);
    stopEditing();
  };
  const onSubmit = (fields: CompanyUpdateValues, images: ImageChanges) => {
    setNotice(null);
    save.mutate(
      { fields, images },
      {
        onSuccess: (saved) => {
          // The sidebar names the user's company from the stored user: keep it in step with a new name.
          if (user.company?.id === saved.id && user.company.name !== saved.name)
            updateUser({ ...user, company: { ...user.company, name: saved.name } });
          stopEditing();
          setNotice({ tone: 'success', text: companyManagementMessages.updated });
        },
        onError: (error) =>
          setNotice({
            tone: 'error',
            text: companyManagementMessages.updateFailed,
            details: failureDetails(error),
          }),
      },
    );
  };

  return (
    <>
      <CompanyAdminHeader
        user={user}
        slug={company?.slug}
        canEdit={canEdit}
        isEditing={isEditing}
        isSaving={save.isPending}
        formId={formId}
        onEdit={onEdit}
        onCancel={onCancel}
      />
      {notice && (
        <div ref={noticeRef} className="scroll-mt-28">
          <Notice tone={notice.tone} details={notice.details} onDismiss={() => setNotice(null)}>
            <p className="font-medium">{notice.text}</p>
          </Notice>
        </div>
      )}
      {companyRef === null ? (
        <NoCompanyState />
      ) : company ? (
        isEditing ? (
          <CompanyProfileForm
            company={company}
            id={formId}
            isSaving={save.isPending}
            onSubmit={onSubmit}
            onCancel={onCancel}
          />
        ) : (
          <CompanyView company={company} companyRef={companyRef} canEdit={canEdit} />
        )
      ) : query.isError ? (
        <CompanyLoadError onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
      ) : (
        <CompanyAdminLoading />
      )}
    </>
  );
}

/** View mode: counters, the company as it stands, its activity, and its look. */
function CompanyView({
  company,
  companyRef,
  canEdit,
}: {
  company: PublicCompany;
  companyRef: string;
  canEdit: boolean;
}) {
  return (
    <>
      <CompanyStatsSection companyRef={companyRef} />
      <CompanyOverview company={company} />
      <AnalyticsPanel companyRef={companyRef} />
      {canEdit ? (
        <ConfigurationPanel key={company.id} company={company} />
      ) : (
        <ConfigurationSummary company={company} />
      )}
    </>
  );
}
