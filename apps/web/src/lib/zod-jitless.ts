// Zod compiles object schemas with `new Function` where it may, and probes for that the first time one
// parses. The page's Content-Security-Policy forbids eval (script-src 'self'), so the probe only fails,
// but Chromium reports every failed probe as a CSP violation (Lighthouse's "issues" audit). This is
// `z.config({ jitless: true })` without importing zod into the entry chunk (3.8 kB gzip): zod 4 keeps its
// configuration on `globalThis.__zod_globalConfig` and adopts an object already there. The entry script
// imports this before the app's chunk loads, so it is set before zod is evaluated, wherever the bundler
// places zod; it sets the flag on the object rather than replacing it, so a zod evaluated earlier still
// sees it.
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(scope.__zod_globalConfig ??= {}).jitless = true;
