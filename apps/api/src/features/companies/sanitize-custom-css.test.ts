import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/http/errors.ts';
import { sanitizeCustomCss, sanitizeCustomCssForSave } from './sanitize-custom-css.ts';

const R = '.company-page-root';

/** [what it tries, input, exactly what must come out]. */
const hostile: [string, string, string][] = [
  // Loading other sheets and document-wide at-rules
  ['@import with url()', '@import url(https://evil.example/x.css); .a{color:red}', `${R} .a{color:red}`],
  ['@import with a string', '@import "https://evil.example/x.css"; .a{color:red}', `${R} .a{color:red}`],
  ['@import written with an escape', '@\\69mport url(x.css); .a{color:red}', `${R} .a{color:red}`],
  [
    '@import inside @media',
    '@media screen{@import url(x.css); .a{color:red}}',
    `@media screen{${R} .a{color:red}}`,
  ],
  ['@charset', '@charset "utf-7"; .a{color:red}', `${R} .a{color:red}`],
  ['@namespace', '@namespace svg url(http://www.w3.org/2000/svg); .a{color:red}', `${R} .a{color:red}`],
  ['@font-face with a remote src', '@font-face{font-family:Inter;src:url(https://evil.example/f.woff2)}', ''],
  [
    '@font-face with a local src (global family name)',
    '@font-face{font-family:X;src:url(/uploads/f.woff2)}',
    '',
  ],
  ['@document', '@document url-prefix(http://){body{display:none}}', ''],
  ['@-moz-document', '@-moz-document url-prefix(){body{display:none}}', ''],
  ['@page (print styles of the whole document)', '@page{margin:0}', ''],
  ['@property (registers a global custom property)', '@property --tw-ring{syntax:"*";inherits:false}', ''],
  ["@layer (joins the site's cascade layers)", '@layer base{.a{color:red}}', ''],
  ['unknown at-rule', '@evil foo{.a{color:red}}', ''],
  // Script in values and properties
  ['url(javascript:)', '.a{background:url(javascript:alert(1))}', ''],
  ['url("javascript:") quoted', '.a{background:url("javascript:alert(1)")}', ''],
  ['javascript: hidden by an escape', '.a{background:url(jav\\61script:alert(1))}', ''],
  ['javascript: hidden by a tab escape', '.a{background:url("java\\9script:alert(1)")}', ''],
  ['javascript: in a string', '.a{content:"javascript:alert(1)"}', ''],
  ['vbscript:', '.a{background:url(vbscript:msgbox(1))}', ''],
  ['expression()', '.a{width:expression(alert(1))}', ''],
  ['expression() in upper case', '.a{width:EXPRESSION(alert(1))}', ''],
  ['expression() hidden by an escape', '.a{width:\\65xpression(alert(1))}', ''],
  ['expression() split by a comment', '.a{width:ex/**/pression(alert(1))}', ''],
  ['expression() in a custom property', '.a{--w:expression(alert(1))}', ''],
  ['behavior', '.a{behavior:url(/uploads/x.htc)}', ''],
  ['behavior written with an escape', '.a{beh\\61vior:url(/uploads/x.htc)}', ''],
  ['-ms-behavior', '.a{-ms-behavior:url(/uploads/x.htc)}', ''],
  ['-moz-binding', '.a{-moz-binding:url(/uploads/x.xml#xss)}', ''],
  ['-moz-binding hidden by an escape', '.a{-moz-b\\69nding:url(/uploads/x.xml#xss)}', ''],
  ['IE filter progid', '.a{filter:progid:DXImageTransform.Microsoft.Alpha(opacity=50)}', ''],
  // Leaving the <style> element
  ['</style> in a string', '.a{content:"</style><script>alert(1)</script>"}', ''],
  ['</style> as raw text', '</style><script>alert(1)</script>', ''],
  ['</style> after a good rule', '.a{color:red}</style><script>alert(1)</script>', `${R} .a{color:red}`],
  ['< written as an escape', '.a{content:"\\3c/style>"}', ''],
  ['< in an attribute selector', '.a[title="<"]{color:red}', ''],
  ['< in a media range query', '@media (width < 600px){.a{color:red}}', ''],
  ['HTML comment tokens', '<!-- .a{color:red} -->', `${R} .a{color:red}`],
  // Addresses
  ['url() to a foreign host', '.a{background:url(https://evil.example/pixel.png)}', ''],
  ['protocol-relative url()', '.a{background:url(//evil.example/pixel.png)}', ''],
  ['url() to an API route (side effects)', '.a{background:url(/api/v1/properties/1)}', ''],
  ['url() escaping the uploads folder', '.a{background:url(/uploads/../api/v1/me)}', ''],
  ['url() with an encoded ..', '.a{background:url(/uploads/%2e%2e/api/v1/me)}', ''],
  ['data:text/html', '.a{background:url("data:text/html,<script>alert(1)</script>")}', ''],
  ['data:image/svg+xml (can carry script)', '.a{background:url("data:image/svg+xml;base64,PHN2Zz4=")}', ''],
  [
    'image-set() with a foreign string',
    '.a{background-image:image-set("https://evil.example/a.png" 1x)}',
    '',
  ],
  [
    '-webkit-image-set() with a foreign string',
    '.a{background-image:-webkit-image-set("//evil.example/a.png" 1x)}',
    '',
  ],
  ['cursor with a foreign url', '.a{cursor:url(https://evil.example/c.cur),auto}', ''],
  ['foreign url in a custom property', '.a{--bg:url(https://evil.example/a.png)}', ''],
  ['element() paints other parts of the page', '.a{background:element(#site-header)}', ''],
  [
    'one bad declaration does not take the good ones',
    '.a{color:red;background:url(https://evil.example/a.png)}',
    `${R} .a{color:red}`,
  ],
  // Escaping the scope
  ['body', 'body{background:black}', `${R}{background:black}`],
  ['html', 'html{font-size:30px}', `${R}{font-size:30px}`],
  [':root', ':root{--brand:#f00}', `${R}{--brand:#f00}`],
  ['*', '*{display:none}', `${R} *{display:none}`],
  ['html body .x', 'html body .x{color:red}', `${R} .x{color:red}`],
  ['body > .x', 'body > .x{color:red}', `${R}>.x{color:red}`],
  ['body + .x (a sibling of the root)', 'body + .x{color:red}', ''],
  ['leading sibling combinator', '~ .x{color:red}', ''],
  ['& at the top level', '& .x{color:red}', `${R} .x{color:red}`],
  [
    'selector list scoped item by item',
    'body, .a, #app .b{color:red}',
    `${R},${R} .a,${R} #app .b{color:red}`,
  ],
  ['a site element by id', '#site-header{display:none}', `${R} #site-header{display:none}`],
  ['nested rule (not scoped by us)', '.a{ body{display:none} }', ''],
  ['position: fixed overlay', '.a{position:fixed;inset:0;z-index:99999}', `${R} .a{inset:0;z-index:99999}`],
  ['position: sticky', '.a{position:sticky;top:0}', `${R} .a{top:0}`],
  ['position: fixed hidden by an escape', '.a{position:\\66ixed}', ''],
  ['garbage', '}}}{{{ .a{color:red}', ''],
];

describe('sanitizeCustomCss: hostile input', () => {
  it('has at least 40 hostile cases', () => {
    expect(hostile.length).toBeGreaterThanOrEqual(40);
  });

  it.each(hostile)('%s', (_name, input, expected) => {
    expect(sanitizeCustomCss(input)).toBe(expected);
  });

  it.each(hostile)('never emits "<" nor a script construct: %s', (_name, input) => {
    const output = sanitizeCustomCss(input);
    expect(output).not.toContain('<');
    expect(output.toLowerCase()).not.toMatch(/expression|javascript|behavior|binding|@import|https?:/);
  });
});

describe('sanitizeCustomCss: benign CSS', () => {
  it('keeps ordinary rules intact, scoped', () => {
    const css = `
      .hero h1 { font-size: 3rem; letter-spacing: -0.02em; color: #1e3a8a !important }
      .card:hover > .title::after { content: "→"; margin-left: 4px }
      a[href^="tel:"] { text-decoration: underline }
      .grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(240px, 1fr)); gap: 1rem }
      .badge { position: absolute; top: 8px; background: linear-gradient(90deg, var(--brand), #fff) }`;
    expect(sanitizeCustomCss(css).split('\n')).toEqual([
      `${R} .hero h1{font-size:3rem;letter-spacing:-0.02em;color:#1e3a8a!important}`,
      `${R} .card:hover>.title::after{content:"→";margin-left:4px}`,
      `${R} a[href^="tel:"]{text-decoration:underline}`,
      `${R} .grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(240px,1fr));gap:1rem}`,
      `${R} .badge{position:absolute;top:8px;background:linear-gradient(90deg,var(--brand),#fff)}`,
    ]);
  });

  it('keeps @media and @supports with their rules scoped', () => {
    const css =
      '@media (max-width: 640px) { .hero { padding: 1rem } } @supports (display: grid) { .grid { display: grid } }';
    expect(sanitizeCustomCss(css)).toBe(
      `@media (max-width:640px){${R} .hero{padding:1rem}}\n@supports (display:grid){${R} .grid{display:grid}}`,
    );
  });

  it("keeps the company's own uploads and inline raster images", () => {
    const css =
      '.hero{background:url(/uploads/companies/3/cover-ab12.webp)center/cover} .dot{background:url("data:image/png;base64,iVBORw0KGgo=")}';
    expect(sanitizeCustomCss(css)).toBe(
      `${R} .hero{background:url(/uploads/companies/3/cover-ab12.webp)center/cover}\n` +
        `${R} .dot{background:url(data:image/png;base64,iVBORw0KGgo=)}`,
    );
  });

  it('renames keyframes into the company namespace, with their references', () => {
    const css =
      '@keyframes spin { from { opacity: 0 } 50% { opacity: .5 } to { opacity: 1 } } .logo { animation: spin 2s infinite; animation-name: spin }';
    expect(sanitizeCustomCss(css)).toBe(
      '@keyframes company-spin{from{opacity:0}50%{opacity:.5}to{opacity:1}}\n' +
        `${R} .logo{animation:company-spin 2s infinite;animation-name:company-spin}`,
    );
  });

  it('uses another scope when asked, and returns "" for empty input', () => {
    expect(sanitizeCustomCss('body{color:red}', '#preview')).toBe('#preview{color:red}');
    expect(sanitizeCustomCss('   ')).toBe('');
    expect(sanitizeCustomCss('/* only a comment */')).toBe('');
  });

  it('is stable: what was sanitised when saved comes out unchanged when served', () => {
    const once = sanitizeCustomCss(
      'body{color:red} .a .b{margin:0 auto} @media print{.a{display:none}} @keyframes pop{to{opacity:1}} .c{animation:pop 1s}',
    );
    expect(once).toContain(`${R}{color:red}`);
    expect(sanitizeCustomCss(once)).toBe(once);
  });
});

describe('size cap', () => {
  const rule = (i: number) => `.r${i}{color:red}`;

  it('drops whole trailing rules when serving more than the cap', () => {
    const css = Array.from({ length: 100 }, (_, i) => rule(i)).join('');
    const output = sanitizeCustomCss(css, R, 200);
    expect(new TextEncoder().encode(output).length).toBeLessThanOrEqual(200);
    const lines = output.split('\n');
    expect(lines[0]).toBe(`${R} .r0{color:red}`);
    expect(lines.every((line) => /^\.company-page-root \.r\d+\{color:red\}$/.test(line))).toBe(true);
  });

  it('refuses oversize CSS at save time with a Spanish 422', () => {
    const css = `.a{content:"${'x'.repeat(20_001)}"}`;
    try {
      sanitizeCustomCssForSave(css);
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(AppError);
      expect((err as AppError).statusCode).toBe(422);
      expect((err as AppError).errors).toEqual([
        'custom_css: El CSS personalizado no puede superar los 20 KB',
      ]);
    }
    expect(sanitizeCustomCssForSave('body{color:red}')).toBe(`${R}{color:red}`);
  });
});
