import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { EditorAudience } from '../model/write-body';
import type { PropertyDetail } from '@inmuebles/shared/properties/property-detail-schema';
import { CompanyChoice } from '@/features/admin/components/company-choice';
import { invalidateAfterPropertyChange } from '@/features/dashboard/api/invalidate-after-property-change';
import { PropertyAgentPicker } from '@/features/team/components/property-agent-picker';
import { useCurrentUser } from '@/lib/session';
import { editorKeys } from '../api/editor-keys';
import { EditorMapLoaderContext, type LoadEditorMap } from '../components/geometry-map/editor-map-loader';
import { PropertyEditor } from '../components/property-editor';
import { usePropertyEditor } from '../hooks/use-property-editor';
import { useLocationLists } from './use-location-lists';

// Route modules compose features: the maps feature draws step 4, fetched (with Leaflet) when the step opens.
const loadEditorMap: LoadEditorMap = () => import('@/features/maps/lib/editor-map');

/**
 * The editor wired to the rest of the app: the location catalogue feeds step 2, and a save refreshes the
 * dashboard's lists and counters and marks every cached property answer stale (listing, detail page).
 */
export function PropertyEditorScreen({
  property,
  audience = 'company',
  intro,
}: {
  property: PropertyDetail | null;
  /** An owner's listing ("dueño directo"): posted through the owner API, the partida required. */
  audience?: EditorAudience;
  intro?: ReactNode;
}) {
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  // An admin creating a property chooses its company (docs/product/signed-in-area.md §2.3); a member's is their own.
  const choosesCompany = property === null && audience === 'company' && user?.role === 'admin';
  const editor = usePropertyEditor({
    property,
    audience,
    companyRequired: choosesCompany && user.company_id === null,
    onSaved: async () => {
      queryClient.removeQueries({ queryKey: editorKeys.all });
      await invalidateAfterPropertyChange(queryClient);
    },
  });
  const lists = useLocationLists(editor.values.region, editor.values.province);
  const { form } = editor;
  return (
    <EditorMapLoaderContext value={loadEditorMap}>
      {/* The agent in charge is saved on its own, at once (docs/product/teams.md), not with the wizard; an
          owner's listing has no agent. */}
      {property && user && audience === 'company' && (
        <div className="mx-auto w-full max-w-7xl px-4 pt-6 sm:px-6 lg:px-8">
          <PropertyAgentPicker
            companyId={property.company.id}
            propertyId={property.id}
            agentId={property.agent?.id ?? null}
            currentUserId={user.id}
          />
        </div>
      )}
      <PropertyEditor
        editor={editor}
        lists={lists}
        intro={intro}
        renderCompany={
          choosesCompany
            ? (error) => (
                <CompanyChoice
                  value={editor.values.company_id}
                  onChange={(id) => form.setValue('company_id', id, { shouldDirty: true, shouldTouch: true })}
                  onBlur={() =>
                    form.setValue('company_id', form.getValues('company_id'), { shouldTouch: true })
                  }
                  ownCompanyName={user.company?.name ?? null}
                  error={error}
                />
              )
            : undefined
        }
      />
    </EditorMapLoaderContext>
  );
}
