import type { Project } from '@inmuebles/shared/projects/project-schema';
// Route modules compose features: the property editor's map and the locations feature's lists.
import { GeometryMap } from '@/features/property-editor/components/geometry-map/geometry-map';
import {
  EditorMapLoaderContext,
  type LoadEditorMap,
} from '@/features/property-editor/components/geometry-map/editor-map-loader';
import { useLocationLists } from '@/features/property-editor/routes/use-location-lists';
import { CompanyChoice } from '@/features/admin/components/company-choice';
import { useCurrentUser } from '@/lib/session';
import { FloorPlanField } from '../components/floor-plan-field';
import { PhotoSection } from '../components/photo-section';
import { ProjectEditor } from '../components/project-editor';
import { useProjectEditor } from '../hooks/use-project-editor';
import { useProjectMedia } from '../hooks/use-project-media';

// The maps feature draws the map (with Leaflet), fetched when the editor opens.
const loadEditorMap: LoadEditorMap = () => import('@/features/maps/lib/editor-map');

/** The editor with its place lists and its map, for a new project (null) or a stored one. */
export function ProjectEditorScreen({ project }: { project: Project | null }) {
  const user = useCurrentUser();
  // An admin creating a project chooses its builder (docs/product/projects.md §2.5); a member's is their own.
  const choosesCompany = project === null && user?.role === 'admin';
  const media = useProjectMedia(project);
  const editor = useProjectEditor(project, media.saveMedia, choosesCompany && user.company_id === null);
  const { values } = editor;
  const lists = useLocationLists(values.region, values.province);

  return (
    <EditorMapLoaderContext value={loadEditorMap}>
      <ProjectEditor
        editor={editor}
        project={project}
        lists={lists}
        company={
          choosesCompany && (
            <CompanyChoice
              value={values.company_id}
              onChange={(id) => editor.set('company_id', id)}
              onBlur={() => editor.touch('company_id')}
              ownCompanyName={user.company?.name ?? null}
              error={editor.errors.company_id}
            />
          )
        }
        photos={<PhotoSection media={media} />}
        renderFloorPlan={(row, index) => (
          <FloorPlanField
            row={row}
            index={index}
            change={media.floorPlans.get(row.key)}
            onChange={(change) => media.setFloorPlan(row.key, change)}
          />
        )}
        map={
          <GeometryMap
            value={{
              polygon_coordinates: values.polygon_coordinates,
              latitude: values.latitude,
              longitude: values.longitude,
            }}
            onChange={(next) => {
              editor.set('polygon_coordinates', next.polygon_coordinates);
              editor.set('latitude', next.latitude);
              editor.set('longitude', next.longitude);
            }}
            detailType="LotResource"
          />
        }
      />
    </EditorMapLoaderContext>
  );
}
