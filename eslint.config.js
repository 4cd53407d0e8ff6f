// @ts-check
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';

const featuresDir = 'apps/web/src/features';
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

const apiSrc = './apps/api/src';
const apiFeatures = existsSync(`${apiSrc}/features`)
  ? readdirSync(`${apiSrc}/features`, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];
/** What composes the API (the app, its route table, the pages' first views, the demo data): above every feature. */
const apiComposition = ['app.ts', 'server.ts', 'routes.ts', 'first-view.ts', 'seed'].map(
  (p) => `${apiSrc}/${p}`,
);

/**
 * The API's layers (docs/architecture.md, "Layout"): the platform imports no feature; a feature imports the
 * platform, packages/shared and another feature's public.ts only; nothing below imports what composes the app.
 * Tests are exempt: they build the whole app and reach into what they check.
 */
const apiBoundaries = [
  {
    target: `${apiSrc}/platform`,
    from: [`${apiSrc}/features`, ...apiComposition],
    message: 'The platform imports no feature: pass what it needs from app.ts.',
  },
  ...apiFeatures.map((name) => ({
    target: `${apiSrc}/features/${name}`,
    from: `${apiSrc}/features`,
    except: [
      `./${name}`,
      ...apiFeatures.filter((other) => other !== name).map((other) => `./${other}/public.ts`),
    ],
    message: "A feature imports another feature only through that feature's public.ts.",
  })),
  {
    target: `${apiSrc}/features`,
    from: apiComposition,
    message: 'Features do not import what composes the app.',
  },
];

/** Dependencies flow one way: shared imports no app, the apps never import each other. */
const noApps = {
  group: ['@inmuebles/api', '@inmuebles/api/*', '@inmuebles/web', '@inmuebles/web/*', '**/apps/**'],
  message: 'packages/shared must not import an app.',
};

/**
 * The feature boundary for dynamic `import()`: the same three rules as the static patterns below. esquery
 * ends a regular expression at the first '/', so the slashes are written as \u002F.
 */
function dynamicImportBoundaries(name) {
  const call = (regex, message) => ({ selector: `ImportExpression > Literal[value=${regex}]`, message });
  return [
    call(
      `/^@\\u002Ffeatures\\u002F(?!${name}(\\u002F|$))/`,
      'Features do not import each other, not even lazily.',
    ),
    call(
      '/^\\.\\.\\u002F\\.\\.\\u002F(?!(api|components|hooks|utils)(\\u002F|$))/',
      'Features do not import each other, not even lazily; use @/components or @/lib.',
    ),
    call('/^@\\u002Fapp(\\u002F|$)/', 'Features do not import the app layer, not even lazily.'),
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'data/**',
      '.data-*/**',
      'apps/api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  { files: ['packages/shared/**'], rules: { 'no-restricted-imports': ['error', { patterns: [noApps] }] } },
  {
    files: ['apps/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@inmuebles/web', '@inmuebles/web/*', '**/web/src/**'],
              message: 'The API never imports the web app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*test-support.ts', '**/*.contract.ts'],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: apiBoundaries }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@inmuebles/api', '@inmuebles/api/*', '**/api/src/**'],
              message: 'The web app never imports the API.',
            },
          ],
        },
      ],
    },
  },
  // A web feature never imports another feature (share through components/, lib/ or packages/shared).
  // Route modules (features/*/routes) are the exception: they compose features into a screen.
  ...features.map((name) => ({
    files: [`${featuresDir}/${name}/**/*.{ts,tsx}`],
    ignores: [`${featuresDir}/${name}/routes/**`],
    rules: {
      // no-restricted-imports sees only static imports; a lazy `import('...')` crosses the same boundary.
      'no-restricted-syntax': ['error', ...dynamicImportBoundaries(name)],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', `!@/features/${name}`, `!@/features/${name}/**`],
              message: 'Features do not import each other.',
            },
            {
              group: [
                '../../*',
                '!../../api',
                '!../../api/**',
                '!../../components',
                '!../../components/**',
                '!../../hooks',
                '!../../hooks/**',
                '!../../utils',
                '!../../utils/**',
              ],
              message: 'Features do not import each other; use @/components or @/lib.',
            },
            { group: ['@/app', '@/app/**'], message: 'Features do not import the app layer.' },
            { group: ['@inmuebles/api', '@inmuebles/api/*'], message: 'The web app never imports the API.' },
          ],
        },
      ],
    },
  })),
  {
    files: [
      'scripts/**',
      '**/*.test.ts',
      '**/*.test.tsx',
      '**/e2e/**',
      '**/bench/**',
      '**/*-cli.ts',
      'apps/api/src/server.ts',
    ],
    rules: { 'no-console': 'off' },
  },
);
