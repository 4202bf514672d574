// The CSS one page needs for its first paint, cut from the site's whole stylesheet.
//
// A rule stays when every class its selector requires is among `classes` (those in the page's
// HTML, plus those the client code can add before the whole stylesheet arrives). Rules without a
// class (element selectors, :root, [data-theme=dark], ::selection) always stay, and so does the
// media they sit in: the dark palette under [data-theme] and prefers-color-scheme, @media
// (scripting: none). @font-face stays; @keyframes and @property stay when a kept declaration uses
// them; custom properties stay when something uses them, printed rules included. @media print
// blocks are left out: printing needs none of them for the first paint, and `printCss` cuts them
// out of the stylesheet whole for a `media="print"` link, which does not hold the paint (so the
// page prints right even when the whole stylesheet never comes: no JavaScript).
import postcss, { type AtRule, type Container, type Declaration, type Root, type Rule } from 'postcss';
import selectorParser from 'postcss-selector-parser';

export interface Used {
  /** Class names the page can show before its whole stylesheet has arrived. */
  classes: ReadonlySet<string>;
  /** Element names it can show then; without it, no rule is dropped for its elements. */
  tags?: ReadonlySet<string>;
  /** Text outside the CSS that may use custom properties (inline styles, scripts): `var(--x)` there keeps --x. */
  text?: string;
}

const insideArgument = (node: selectorParser.Node, selector: selectorParser.Selector) => {
  for (let parent = node.parent; parent && parent !== selector; parent = parent.parent) {
    if (parent.type === 'pseudo') return true;
  }
  return false;
};

/** Pseudo-elements only form fields have (Tailwind's preflight styles many of them). */
const formFieldParts = /^::(-webkit-(datetime-edit|date-and-time-value|calendar-picker-indicator|inner-spin-button|outer-spin-button|search-decoration)|file-selector-button|placeholder)/;

/**
 * Whether the page can match `selector`: every class and element name it requires is used.
 * Those inside :not(), :is(), :where() or :has() are not required (they may be alternatives).
 */
function canMatch(selector: selectorParser.Selector, { classes, tags }: Used): boolean {
  let matches = true;
  selector.walk((node) => {
    if (!matches || insideArgument(node, selector)) return;
    if (node.type === 'class' && !classes.has(node.value)) matches = false;
    if (node.type === 'tag' && tags && !tags.has(node.value.toLowerCase())) matches = false;
    if (node.type === 'pseudo' && tags && formFieldParts.test(node.value) && !tags.has('input') && !tags.has('textarea')) matches = false;
  });
  return matches;
}

/** The selector list of `rule` narrowed to the selectors the page can match, or null for none. */
function keptSelector(rule: Rule, used: Used): string | null {
  let kept: string | null = null;
  selectorParser((list) => {
    const selectors = list.nodes.filter((selector) => canMatch(selector, used));
    if (selectors.length === list.nodes.length) kept = rule.selector;
    else if (selectors.length > 0) kept = selectors.map((selector) => selector.toString().trim()).join(',');
  }).processSync(rule.selector);
  return kept;
}

const insidePrint = (node: postcss.Node) => {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (parent.type === 'atrule' && (parent as AtRule).name === 'media' && /\bprint\b/.test((parent as AtRule).params)) return true;
  }
  return false;
};

const insideKeyframes = (node: postcss.Node) => {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (parent.type === 'atrule' && /keyframes$/i.test((parent as AtRule).name)) return true;
  }
  return false;
};

/** Removes at-rules left without content (a `@layer a, b;` statement has none to lose). */
function dropEmpty(container: Container) {
  container.each((node) => {
    if (node.type !== 'atrule' && node.type !== 'rule') return;
    if (!node.nodes) return;
    dropEmpty(node);
    if (node.nodes.length === 0) node.remove();
  });
}

const varReferences = (value: string) => [...value.matchAll(/var\(\s*(--[\w-]+)/g)].map(([, name]) => name!);

/** Keeps only the custom properties, @property and @keyframes that something left uses. */
function dropUnused(root: Root, text: string) {
  const definitions = new Map<string, Declaration[]>();
  const used = new Set<string>(varReferences(text));
  const animations = new Set<string>();
  root.walkDecls((decl) => {
    if (insideKeyframes(decl)) return;
    if (decl.prop.startsWith('--')) {
      definitions.set(decl.prop, [...(definitions.get(decl.prop) ?? []), decl]);
      return;
    }
    varReferences(decl.value).forEach((name) => used.add(name));
    if (/^(-webkit-)?animation(-name)?$/i.test(decl.prop)) decl.value.split(/[\s,]+/).forEach((word) => animations.add(word));
  });
  // A used custom property keeps the ones its value uses, and so on.
  const queue = [...used];
  while (queue.length > 0) {
    for (const decl of definitions.get(queue.pop()!) ?? []) {
      for (const name of varReferences(decl.value)) {
        if (!used.has(name)) {
          used.add(name);
          queue.push(name);
        }
      }
    }
  }
  for (const [name, decls] of definitions) {
    if (!used.has(name)) decls.filter((decl) => !insidePrint(decl)).forEach((decl) => decl.remove());
  }
  root.walkAtRules((atRule) => {
    if (atRule.name === 'property' && !used.has(atRule.params.trim())) atRule.remove();
    if (/keyframes$/i.test(atRule.name) && !animations.has(atRule.params.trim())) atRule.remove();
  });
}

const isPrintMedia = (node: postcss.Node): boolean =>
  node.type === 'atrule' && (node as AtRule).name === 'media' && /\bprint\b/.test((node as AtRule).params);

/** The part of `css` a page that uses `used` needs for its first paint on screen, minified as it came. */
export function criticalCss(css: string, used: Used): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (insideKeyframes(rule) || insidePrint(rule)) return;
    const selector = keptSelector(rule, used);
    if (selector === null) rule.remove();
    else if (selector !== rule.selector) rule.selector = selector;
  });
  // The printed rules still count as users of custom properties: print.css relies on this CSS.
  dropUnused(root, used.text ?? '');
  root.walk((node) => {
    if (isPrintMedia(node)) node.remove();
  });
  dropEmpty(root);
  root.raws.after = '';
  return root.toString();
}

/**
 * The @media print blocks of `css`, in the @layer blocks they sit in (so they keep their place in
 * the cascade), and nothing else: a stylesheet to link with `media="print"` beside the inline CSS.
 */
export function printCss(css: string): string {
  const root = postcss.parse(css);
  root.walk((node) => {
    if (insidePrint(node) || isPrintMedia(node)) return;
    if (node.type === 'rule' || node.type === 'decl') node.remove();
    else if (node.type === 'atrule' && !['layer', 'media', 'supports'].includes((node as AtRule).name)) node.remove();
  });
  dropEmpty(root);
  root.raws.after = '';
  return root.toString();
}
