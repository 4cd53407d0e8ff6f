/*
 * Text checks that run after the structural ones, on whatever the sanitizer is about to emit. Browsers
 * (old Internet Explorer especially) read CSS through escapes and comments, so a check on the raw text
 * would miss `\65xpression(`, `jav\61script:` or `ex/**\/pression(`; the text is first brought to the
 * form a browser would act on, then searched.
 */

/** `\` + 1 to 6 hex digits (+ one optional whitespace), or `\` + any other character. */
const ESCAPE = /\\(?:([0-9a-f]{1,6})[ \t\n\r\f]?|\r\n|([\s\S]))/gi;
const COMMENT = /\/\*[\s\S]*?(?:\*\/|$)/g;

function decodeEscape(_match: string, hex: string | undefined, char: string | undefined): string {
  if (hex !== undefined) {
    const code = Number.parseInt(hex, 16);
    // What a browser does with NUL, surrogates and out-of-range values.
    return code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)
      ? '\uFFFD'
      : String.fromCodePoint(code);
  }
  // A backslash before a newline continues the line (inside strings): it produces nothing.
  if (char === undefined || char === '\n' || char === '\r' || char === '\f') return '';
  return char;
}

/**
 * The text as a browser would act on it, squeezed: comments removed, escapes decoded, lower case, and no
 * whitespace or control characters, so splitting a word with either (`ex/**\/pression`, `java\9script`)
 * does not hide it. Used only to search, never emitted.
 */
export function normalizeForScan(text: string): string {
  return text
    .replace(COMMENT, '')
    .replace(ESCAPE, decodeEscape)
    .toLowerCase()
    .replace(/[\s\p{Cc}\u200b-\u200d\ufeff]+/gu, '');
}

/** Escape-decoded and lower-cased but with its whitespace kept: identifiers, property and function names. */
export function decodeIdentifier(text: string): string {
  return text.replace(ESCAPE, decodeEscape).toLowerCase();
}

/*
 * Script hooks of CSS (IE's expression() and filters' progid, Firefox's -moz-binding), script URLs, and `<`,
 * which CSS never needs but is how `</style>` closes the element. These are refused anywhere in the output.
 */
const ANYWHERE = [
  'expression(',
  'javascript:',
  'vbscript:',
  'livescript:',
  'mocha:',
  '-moz-binding',
  'progid',
  '@import',
  '<',
];

/**
 * In declarations also IE's `behavior` (an .htc script), in either spelling. Not checked in selectors,
 * where `.behavior-card` is only a class name.
 */
const IN_DECLARATIONS = [...ANYWHERE, 'behavior', 'behaviour'];

/** The dangerous construct `text` contains once normalised, or null when there is none. */
export function findDangerousText(
  text: string,
  where: 'anywhere' | 'declaration' = 'anywhere',
): string | null {
  const normalized = normalizeForScan(text);
  const needles = where === 'declaration' ? IN_DECLARATIONS : ANYWHERE;
  return needles.find((needle) => normalized.includes(needle)) ?? null;
}
