import { createHash } from 'node:crypto';

/*
 * A script that runs nothing, last in the body. Browsers hold the HTML parser at a script until the style
 * sheets before it have arrived (a script may read styles), so parsing cannot end before the styles have come.
 * When it ends first, as it does for a server-drawn page whose HTML arrives before its CSS, Chromium styles and
 * lays the whole page out without styles (every icon at 300×150), then again with them, in a task after the
 * first paint (docs/performance.md "The first view"). At the end of the body rather than after the stylesheet's
 * link, the parser still reads the page while the CSS is on its way.
 */
const source = '/* the parser waits here for the stylesheet */';

/** Its source for the Content-Security-Policy's script-src, the only inline script that policy lets run. */
export const stylesheetWaitCspSource = `'sha256-${createHash('sha256').update(source).digest('base64')}'`;

/** The built index.html with the waiting script at the end of its body; unchanged without a stylesheet. */
export function withStylesheetWait(template: string): string {
  if (!template.includes('<link rel="stylesheet"')) return template;
  return template.replace('</body>', () => `<script>${source}</script></body>`);
}
