import { generate, type CssNode, type Selector } from 'css-tree';
import { decodeIdentifier, findDangerousText } from './scan.ts';

/*
 * Every selector of a company's CSS must only ever match the company page's root element or elements
 * inside it. Prefixing with the root and a descendant (or child) combinator guarantees that: whatever
 * follows, the subject of the selector is inside the root (later sibling combinators only reach siblings
 * of elements that are themselves inside).
 */

/**
 * Stand-ins for "the whole page": `html`, `body`, `:root`, `:scope` and a top-level `&` (which means :root).
 * A compound equal to the scope itself counts too, so CSS sanitised when saved comes out unchanged when
 * sanitised again to be served (instead of `root root .x`, which would match nothing).
 */
function isPageLevel(node: CssNode): boolean {
  if (node.type === 'TypeSelector') return ['html', 'body'].includes(decodeIdentifier(node.name));
  if (node.type === 'PseudoClassSelector')
    return node.children === null && ['root', 'scope'].includes(decodeIdentifier(node.name));
  return node.type === 'NestingSelector';
}

/**
 * One selector of a list, scoped under `scope`, or null when it cannot be scoped safely.
 *
 * - Leading page-level compounds are replaced by the root: `body` and `:root` become the root itself (so
 *   `:root { --brand: red }` themes the page), `html > body > .x` becomes `root > .x`.
 * - Anything else is prefixed: `.x` → `root .x`, `*` → `root *`, `> .x` → `root > .x`.
 * - A selector that would start with a sibling combinator (`+ .x`, `body ~ .x`) is dropped: it would
 *   match the root's siblings, outside the page.
 */
export function scopeSelector(selector: Selector, scope: string): string | null {
  const nodes = selector.children.toArray();
  if (nodes.some((node) => node.type === 'Raw')) return null;

  let start = 0;
  let joiner = ' ';
  for (;;) {
    let end = start;
    while (end < nodes.length && nodes[end]?.type !== 'Combinator') end += 1;
    const compound = nodes.slice(start, end);
    const isRoot = compound.every(isPageLevel) || compound.map((node) => generate(node)).join('') === scope;
    if (compound.length === 0 || !isRoot) break;
    if (end >= nodes.length) return scope;
    const combinator = nodes[end];
    joiner = combinator?.type === 'Combinator' ? combinator.name : ' ';
    start = end + 1;
  }
  const first = nodes[start];
  if (first?.type === 'Combinator') {
    joiner = first.name;
    start += 1;
  }
  if (joiner !== ' ' && joiner !== '>') return null;

  const rest = nodes
    .slice(start)
    .map((node) => generate(node))
    .join('');
  if (rest === '') return null;
  const scoped = `${scope}${joiner}${rest}`;
  return findDangerousText(scoped) === null ? scoped : null;
}
