/** Product name as every e-mail spells it. */
export const PRODUCT_NAME = 'InmoPerú';

const htmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Names typed by users end up in the HTML: always escaped. */
function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => htmlEntities[char] ?? char);
}

/** One thing an e-mail lists (a property of an alert): its photo, its title linked, its lines under it. */
export interface EmailItem {
  title: string;
  url: string;
  /** Short lines under the title ('S/ 2,800 /mes', '¡Bajó de precio!'), plain text. */
  lines: string[];
  /** An absolute address of a small picture, shown beside the item in the HTML version. */
  imageUrl?: string | null;
}

export interface ActionEmailContent {
  greetingName: string;
  /** A first line of its own instead of 'Hola {greetingName},' (an invitation greets from the company). */
  greeting?: string;
  /** Paragraphs before the button, plain text. */
  intro: string[];
  /** Listed after the intro: in HTML each a row with its photo and its title as the link. */
  items?: EmailItem[];
  actionLabel: string;
  actionUrl: string;
  /** Paragraphs after the button (expiry, "ignore if it was not you"), plain text. */
  outro: string[];
}

/** The plain-text version: what a text-only client shows and what the console/outbox reader follows. */
export function renderText(content: ActionEmailContent): string {
  return [
    content.greeting ?? `Hola ${content.greetingName},`,
    ...content.intro,
    ...(content.items ?? []).map((item) =>
      [`${item.title} — ${item.lines.join(' · ')}`, item.url].join('\n'),
    ),
    `${content.actionLabel}:\n${content.actionUrl}`,
    ...content.outro,
    `— El equipo de ${PRODUCT_NAME}`,
  ].join('\n\n');
}

const LINK_STYLE = 'color:#2563eb';

/**
 * A paragraph's text as HTML: escaped, its line breaks kept, and every address in it a link (an alert lists
 * each property's address under its title; a reader expects to click it, not copy it).
 */
function linkify(text: string): string {
  return escapeHtml(text)
    .replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}" style="${LINK_STYLE}">${url}</a>`)
    .replace(/\n/g, '<br>');
}

/**
 * The items as rows: the photo (fixed size, so the layout holds while it loads or when images are off) and
 * the title as the link, short and readable instead of a long address.
 */
function itemRows(items: EmailItem[]): string {
  if (items.length === 0) return '';
  const rows = items.map((item) => {
    const url = escapeHtml(item.url);
    const photo = item.imageUrl
      ? `<td width="96" style="padding:0 12px 16px 0;vertical-align:top"><a href="${url}"><img src="${escapeHtml(item.imageUrl)}" width="96" height="72" alt="" style="display:block;width:96px;height:72px;object-fit:cover;border-radius:6px;border:0"></a></td>`
      : '';
    const lines = item.lines
      .map((line) => `<br><span style="font-size:14px;color:#374151">${escapeHtml(line)}</span>`)
      .join('');
    return `<tr>${photo}<td style="padding:0 0 16px;vertical-align:top;font-size:15px;line-height:1.4"><a href="${url}" style="${LINK_STYLE};font-weight:bold;text-decoration:none">${escapeHtml(item.title)}</a>${lines}</td></tr>`;
  });
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 8px">${rows.join('')}</table>`;
}

/** Table layout and inline styles: the only HTML that mail clients render consistently. */
export function renderHtml(content: ActionEmailContent): string {
  const paragraph = (text: string) =>
    `<p style="margin:0 0 16px;font-size:15px;line-height:1.5;color:#374151;overflow-wrap:anywhere">${linkify(text)}</p>`;
  const url = escapeHtml(content.actionUrl);
  return `<!doctype html>
<html lang="es">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${PRODUCT_NAME}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;padding:24px 0">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;padding:32px">
<tr><td>
<h1 style="margin:0 0 24px;font-size:22px;color:#1d4ed8">${PRODUCT_NAME}</h1>
${paragraph(content.greeting ?? `Hola ${content.greetingName},`)}
${content.intro.map(paragraph).join('\n')}
${itemRows(content.items ?? [])}
<p style="margin:24px 0"><a href="${url}" style="display:inline-block;background:#2563eb;color:#ffffff;text-decoration:none;padding:12px 24px;border-radius:6px;font-weight:bold">${escapeHtml(content.actionLabel)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#6b7280">Si el botón no funciona, copia este enlace en tu navegador:<br><a href="${url}" style="color:#2563eb;word-break:break-all">${url}</a></p>
${content.outro.map(paragraph).join('\n')}
${paragraph(`— El equipo de ${PRODUCT_NAME}`)}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}
