import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * `<link rel="modulepreload">` for the code of the screen an address opens. The app loads each screen's
 * module on demand (apps/web routes.tsx), so without these the browser learns of it only after the entry
 * script has run: one more round trip before anything is drawn. Vite's manifest (build.manifest) names
 * each source module's file and the files it imports.
 */

interface ManifestChunk {
  file: string;
  /** The chunk's name: for a group chunk, the only way to find it (it has no `src`). */
  name?: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
}

/** The screen module of each public address whose first view matters for speed (apps/web routes.tsx). */
const screens: [RegExp, string][] = [
  [/^\/(?:propiedades\/?)?$/, 'src/features/properties/routes/properties-page.tsx'],
  [/^\/propiedad\/[^/]+\/?$/, 'src/features/property-detail/routes/property-detail-page.tsx'],
  [/^\/empresa\/?$/, 'src/features/companies/routes/companies-directory-page.tsx'],
  [/^\/empresa\/[^/]+\/?$/, 'src/features/companies/routes/company-page.tsx'],
  [/^\/proyectos\/?$/, 'src/features/projects/routes/projects-page.tsx'],
  [/^\/proyecto\/[^/]+\/?$/, 'src/features/projects/routes/project-page.tsx'],
];

/**
 * The app's module, which the entry (main.tsx) imports once the page has painted: every page needs it and
 * what it imports in its steps (React's DOM renderer, then the app).
 */
const appStart = 'src/start-app.tsx';

/** Reads the manifest once; without one (an old build) there are simply no preloads. */
export function routePreloads(distDir: string): (pathname: string) => string {
  const file = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return () => '';
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  // The entry's own imports are already preloaded by index.html.
  const entry = new Set(closure(manifest, 'index.html'));
  const appSteps = manifest[appStart]?.dynamicImports ?? [];
  const app = closure(manifest, appStart, ...appSteps).filter((f) => !entry.has(f));
  const linksTo = (files: string[]) =>
    files.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join('\n    ');
  const tags = new Map<string, string>();
  for (const [, source] of screens) {
    const files = closure(manifest, screenChunk(manifest, source)).filter(
      (f) => !entry.has(f) && !app.includes(f),
    );
    tags.set(source, linksTo([...app, ...files]));
  }
  const appOnly = linksTo(app);
  return (pathname) => {
    const screen = screens.find(([pattern]) => pattern.test(pathname));
    return screen ? (tags.get(screen[1]) ?? appOnly) : appOnly;
  };
}

/**
 * The manifest key of the chunk holding a screen's module: its own entry, or else the group chunk the build
 * names after the module (apps/web build/app-chunk.ts: a public page's route module goes in a chunk named
 * after it, which Vite lists by chunk, without a source).
 */
function screenChunk(manifest: Record<string, ManifestChunk>, source: string): string {
  if (manifest[source]) return source;
  const name = path.basename(source, path.extname(source));
  return Object.keys(manifest).find((key) => !manifest[key]?.src && manifest[key]?.name === name) ?? source;
}

/** The files of `keys` and of every chunk they import statically, transitively, each once. */
function closure(manifest: Record<string, ManifestChunk>, ...keys: string[]): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (k: string) => {
    const chunk = manifest[k];
    if (!chunk || seen.has(k)) return;
    seen.add(k);
    files.push(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const key of keys) visit(key);
  return files;
}
