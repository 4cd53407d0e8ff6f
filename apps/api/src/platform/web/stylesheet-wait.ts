import { createHash } from 'node:crypto';

/*
 * A script that runs nothing, right after the app's stylesheet. Browsers hold the HTML parser at a script
 * until the style sheets before it have arrived (a script may read styles). Without it, a page whose HTML
 * comes before its CSS, as a server-drawn page on a quick network does, is parsed whole first, and Chromium
 * styles and lays all of it out once without styles when parsing ends (every icon at 300×150), then again
 * with them: on the listing, a task of about 30 ms on a quick desk machine, 150 to 300 ms on a slow phone,
 * after the first paint (docs/performance.md "The first view").
 */
const source = '/* the parser waits here for the stylesheet */';

/** Its source for the Content-Security-Policy's script-src, the only inline script that policy lets run. */
export const stylesheetWaitCspSource = `'sha256-${createHash('sha256').update(source).digest('base64')}'`;

/** The last stylesheet link of the head (the build writes one, at its end). */
const lastStylesheet = /<link rel="stylesheet"[^>]*>(?![\s\S]*<link rel="stylesheet")/;

/** The built index.html with the waiting script after its stylesheet; unchanged without one. */
export function withStylesheetWait(template: string): string {
  return template.replace(lastStylesheet, (link) => `${link}<script>${source}</script>`);
}
