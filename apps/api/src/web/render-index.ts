import type { PageMeta } from './page-meta.ts';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** JSON inside a <script> must not be able to close the tag. */
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Injects a page's metadata into the built index.html (replacing its default <title>). */
export function renderIndexHtml(template: string, meta: PageMeta | null, publicUrl: string): string {
  if (!meta) return template;
  const url = meta.canonicalPath ? `${publicUrl}${meta.canonicalPath}` : undefined;
  const image = meta.image
    ? meta.image.startsWith('http')
      ? meta.image
      : `${publicUrl}${meta.image}`
    : undefined;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    meta.description ? `<meta name="description" content="${escapeHtml(meta.description)}">` : '',
    url ? `<link rel="canonical" href="${escapeHtml(url)}">` : '',
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:type" content="${meta.type ?? 'website'}">`,
    `<meta property="og:locale" content="es_PE">`,
    meta.description ? `<meta property="og:description" content="${escapeHtml(meta.description)}">` : '',
    url ? `<meta property="og:url" content="${escapeHtml(url)}">` : '',
    image ? `<meta property="og:image" content="${escapeHtml(image)}">` : '',
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
    meta.jsonLd ? `<script type="application/ld+json">${safeJson(meta.jsonLd)}</script>` : '',
  ]
    .filter(Boolean)
    .join('\n    ');
  return template.replace(/<title>[\s\S]*?<\/title>/, tags);
}
