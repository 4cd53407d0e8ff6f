/*
 * React renders the app without a document around it on the server, so the head elements it would hoist in
 * the browser (the screen's <title>, and a preload link for each eager <img> such as the logo) come first
 * in the markup, inside #root, where HTML allows none of them: the head the server writes already has the
 * page's title and the preload of its largest picture. In the browser React hoists the screen's <title>
 * into the head and takes over the first <title> there, the server's, which says the same
 * (@inmuebles/shared/format/page-title), so nothing is lost by leaving them out.
 */

/**
 * The elements React puts before the markup: self-closed `<link>`/`<meta>`, and `<title>` whose text React
 * escaped (it holds no `<`; attribute values hold no `>`).
 */
const leadingHeadElements = /^(?:<link\b[^>]*>|<meta\b[^>]*>|<title\b[^>]*>[^<]*<\/title>)+/;

/** The server's markup of the app without the head elements React wrote at its start. */
export function withoutHeadElements(markup: string): string {
  return markup.replace(leadingHeadElements, '');
}
