import { describe, expect, it } from 'vitest';
import { renderHtml, renderText, type ActionEmailContent } from './layout.ts';

const content = (intro: string[]): ActionEmailContent => ({
  greetingName: 'Ana',
  intro,
  actionLabel: 'Ver todos los resultados',
  actionUrl: 'https://inmoperu.pe/propiedades?q=casa',
  outro: ['Dejar de recibir alertas de esta búsqueda:\nhttps://inmoperu.pe/alertas/baja?token=a.b'],
});

describe('e-mail layout', () => {
  it('makes every address in a paragraph a link and keeps its line breaks', () => {
    const html = renderHtml(
      content(['Casa en Surco — S/ 450,000\nhttps://inmoperu.pe/propiedad/casa-en-surco-12']),
    );
    expect(html).toContain(
      'Casa en Surco — S/ 450,000<br><a href="https://inmoperu.pe/propiedad/casa-en-surco-12" style="color:#2563eb">https://inmoperu.pe/propiedad/casa-en-surco-12</a>',
    );
    expect(html).toContain('<a href="https://inmoperu.pe/alertas/baja?token=a.b"');
  });

  it('escapes what users typed, also around and inside an address', () => {
    const html = renderHtml(content(['<b>Casa</b> "linda" https://x.pe/?a=1&b=<script>']));
    expect(html).toContain('&lt;b&gt;Casa&lt;/b&gt; &quot;linda&quot;');
    expect(html).toContain('<a href="https://x.pe/?a=1&amp;b=&lt;script&gt;"');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>Casa');
  });

  it('leaves the text version as plain text', () => {
    const text = renderText(content(['Casa — S/ 1\nhttps://inmoperu.pe/propiedad/casa-1']));
    expect(text).toContain('Casa — S/ 1\nhttps://inmoperu.pe/propiedad/casa-1');
    expect(text).not.toContain('<a ');
  });
});
