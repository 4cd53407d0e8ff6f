import { createHash } from 'node:crypto';

/*
 * A script that runs nothing, right after the stylesheet's link. Browsers hold the HTML parser at a script
 * until the style sheets before it have arrived (a script may read styles), so no element of the body exists
 * before the styles have come. Otherwise Chromium styles what it has parsed without them: it lays the page out
 * bare (every icon at 300×150) and again with the styles, and the elements that then sit in a skipped
 * `content-visibility: auto` section keep their bare style until they come near, when their colour transitions
 * start from it (a card's WhatsApp button fading in from link blue).
 */
const source = '/* the parser waits here for the stylesheet */';

/** Its source for the Content-Security-Policy's script-src, the only inline script that policy lets run. */
export const stylesheetWaitCspSource = `'sha256-${createHash('sha256').update(source).digest('base64')}'`;

/** The built index.html with the waiting script after its stylesheet's link; unchanged without one. */
export function withStylesheetWait(template: string): string {
  return template.replace(/<link rel="stylesheet"[^>]*>/, (link) => `${link}<script>${source}</script>`);
}
