import path from 'node:path';

/** What the chunking pass tells about a module (rolldown's ChunkingContext, the part used here). */
interface ModuleGraph {
  getModuleInfo(
    id: string,
  ): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

const src = path.resolve(import.meta.dirname, '../src');
const entry = path.join(src, 'main.tsx');
const appStart = path.join(src, 'start-app.tsx');
/** The route modules of the public pages whose first download has a budget. */
const publicPages: Record<string, string> = {
  listing: 'features/properties/routes/properties-page.tsx',
  property: 'features/property-detail/routes/property-detail-page.tsx',
  company: 'features/companies/routes/company-page.tsx',
  directory: 'features/companies/routes/companies-directory-page.tsx',
  projects: 'features/projects/routes/projects-page.tsx',
  project: 'features/projects/routes/project-page.tsx',
};

/**
 * Sections a public page loads later (as they come near, components/lazy-near.tsx, when shown or when used)
 * whose code shares modules with other pages' first views (the company's properties: the card grid, the
 * pagination; the listing's filters: the dropdowns the project search shows too; the listing's results: the
 * cards a property page shows too; the listing's project card, which `/proyectos` shows first). For those
 * modules the page counts as a user, so they stay in set chunks the section then imports, rather than in the
 * other page's own chunk, and in chunks apart from the page's first view; what only the section uses goes
 * with it (the default split).
 */
const laterSections: Record<string, string[]> = {
  listing: [
    'features/properties/routes/listing-filters.tsx',
    'features/properties/components/listing-results.tsx',
    'features/projects/components/project-card.tsx',
  ],
  company: ['features/companies/components/properties-section.tsx'],
};

function staticClosure(start: string, graph: ModuleGraph): Set<string> {
  const seen = new Set<string>();
  const stack = [start];
  while (stack.length) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const next of graph.getModuleInfo(id)?.importedIds ?? []) stack.push(next);
  }
  return seen;
}

/**
 * start-app.tsx and what it imports, statically or in its steps (React's DOM renderer, then the app):
 * everything the app needs before its first render.
 */
function appClosure(graph: ModuleGraph): Set<string> {
  const steps = graph.getModuleInfo(appStart)?.dynamicallyImportedIds ?? [];
  return new Set([appStart, ...steps].flatMap((id) => [...staticClosure(id, graph)]));
}

/**
 * React, its DOM renderer and scheduler: a chunk of their own. They are CommonJS modules, which the bundle
 * runs when first imported, so start-app.tsx runs React's DOM renderer in a task before the app's modules.
 */
const react = /[/\\]node_modules[/\\](react|react-dom|scheduler)[/\\]/;

interface Closures {
  entry: Set<string>;
  app: Set<string>;
  /** Per public page: its name and what its route module imports statically. */
  pages: [string, Set<string>][];
  /** Per page with `laterSections`: what those sections import statically. */
  later: [string, Set<string>][];
}

const closures = new WeakMap<ModuleGraph, Closures>();

/**
 * TanStack Query's mutations: start-app.tsx imports the package's index, which reaches every module of it,
 * but no public page's first view sends a form (the favourite keeps its own state, lib/toggle-favorite.ts).
 * In the `app` chunk they cost every page 0.4 kB only for the forms and signed-in screens loaded later.
 */
const formsOnly =
  /[/\\]@tanstack[/\\](react-query|query-core)[/\\].*[/\\](useMutation|mutationObserver)\.js$/;

/** Code most public pages use (formats, icons, the first-view reader) goes with the app's own. */
const commonToPages = 4;

/**
 * Sections loaded as they come near (components/lazy-near.tsx) on the property, company and project pages:
 * a few hundred bytes that, left to the sets of pages, came as three chunks of their own.
 */
const withApp = new Set(
  ['components/lazy-near.tsx', 'components/lazy-until.tsx', 'hooks/use-is-near.ts'].map((file) =>
    path.join(src, file),
  ),
);

/**
 * The chunks of the app's shared code, for the budget of each public page's first download
 * (docs/performance.md "The first view"): left to the automatic split it came as some 35 chunks of a few
 * hundred bytes, each compressed on its own; in one chunk with everything the listing imports, every page
 * downloaded the listing's filters and cards (the property page 133.6 kB gzip).
 * - "react": React, its DOM renderer and scheduler, which start-app.tsx runs in a step before the app's.
 * - "app": what start-app.tsx imports otherwise (the router, TanStack Query, the frame), and the modules that
 *   at least `commonToPages` of the public pages import statically.
 * - A chunk per set of public pages for the modules two or three of them share, named after them
 *   ("listing-property-company": the card grid), so a page loads only the sets it is in.
 * - What one public page alone imports goes with its route module, in a chunk named after it
 *   ("property-detail-page"), with the modules it shares only with screens that have no budget (the editor).
 * Out of the groups: the entry's modules (main.tsx must not load the app before the page is on screen),
 * start-app.tsx (its own chunk, the one the entry imports and the server preloads by name) and what no
 * public page imports statically (what they load lazily, the other screens). Groups include no
 * dependencies recursively, or Vite's preload helper would follow and the entry would import the app
 * chunk statically.
 * A rolldown `codeSplitting` group name function: the module's chunk name, or null for the default.
 */
export function appChunk(id: string, graph: ModuleGraph): string | null {
  let sets = closures.get(graph);
  if (!sets) {
    sets = {
      entry: staticClosure(entry, graph),
      app: appClosure(graph),
      pages: Object.entries(publicPages).map(([name, file]) => [
        name,
        staticClosure(path.join(src, file), graph),
      ]),
      later: Object.entries(laterSections).map(([name, files]) => [
        name,
        new Set(files.flatMap((file) => [...staticClosure(path.join(src, file), graph)])),
      ]),
    };
    closures.set(graph, sets);
  }
  if (id === appStart || sets.entry.has(id)) return null;
  if (formsOnly.test(id)) return null;
  if (react.test(id)) return 'react';
  if (sets.app.has(id) || withApp.has(id)) return 'app';
  const firstViews = sets.pages.filter(([, closure]) => closure.has(id)).map(([name]) => name);
  if (firstViews.length === 0) return null;
  // Pages whose later sections alone use it: their first view must not import the chunk.
  const later = sets.later
    .filter(([name, closure]) => closure.has(id) && !firstViews.includes(name))
    .map(([name]) => `${name}-later`);
  // The app chunk loads anyway: counting the later sections keeps it as it is with them in the first view.
  if (firstViews.length + later.length >= commonToPages) return 'app';
  // What one page alone uses goes with its route module, in a chunk named after it.
  if (firstViews.length === 1 && later.length === 0)
    return path.basename(publicPages[firstViews[0]!]!, '.tsx');
  // Shared by two or three first views, it stays in their set: a section loaded later may import that set
  // (a few modules it does not use), where a set of its own would split those pages' code in one more file.
  if (firstViews.length >= 2) return firstViews.join('-');
  // One first view and later sections: one chunk per page ("property-with-later": the cards' prices, share
  // button and favourite, which the listing's results and the company's properties load later), not one per
  // set of sections, which split that page's first download in one more file.
  return `${firstViews[0]}-with-later`;
}
