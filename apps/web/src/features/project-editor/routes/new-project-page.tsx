import { ProjectEditorScreen } from './project-editor-screen';

/** `/dashboard/projects/new`: a new project of the user's company, saved as a draft or published. */
export function NewProjectPage() {
  return <ProjectEditorScreen project={null} />;
}
