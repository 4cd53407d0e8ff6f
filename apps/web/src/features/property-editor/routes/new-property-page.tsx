import { PropertyEditorScreen } from './property-editor-screen';

/** `/dashboard/properties/new`: the editor with the defaults of a new property (docs/product/signed-in-area.md §3). */
export function NewPropertyPage() {
  return <PropertyEditorScreen property={null} />;
}
