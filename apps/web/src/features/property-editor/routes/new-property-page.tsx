import { PropertyEditorScreen } from './property-editor-screen';

/** `/dashboard/properties/new`: the editor with the defaults of a new property (spec 3). */
export function NewPropertyPage() {
  return <PropertyEditorScreen property={null} />;
}
