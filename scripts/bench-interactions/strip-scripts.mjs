// A page's HTML without what would run or fetch script: the no-JS twin the page is measured beside.
import { parse } from 'parse5';

// What runs (script), what stands in for it (noscript: the twin stands for the page as rendered,
// not for a browser without JavaScript) and what only fetches script: module preloads, script
// preloads, and the app's own after-paint module links (`x-modulepreload-after-paint`, which a
// script turns into module preloads after the first paint).
const removes = (element) => {
  const attribute = (name) => element.attrs.find((attr) => attr.name === name)?.value.toLowerCase() ?? '';
  if (element.tagName === 'script' || element.tagName === 'noscript') return true;
  if (element.tagName !== 'link') return false;
  const rel = attribute('rel').split(/\s+/);
  return (
    rel.some((word) => word.includes('modulepreload')) || (rel.includes('preload') && attribute('as') === 'script')
  );
};

/** The source ranges of the elements to remove, outermost only (what is inside goes with them). */
function rangesToRemove(node, ranges = []) {
  for (const child of [...(node.childNodes ?? []), ...(node.content ? [node.content] : [])]) {
    if (child.tagName && removes(child) && child.sourceCodeLocation) {
      const { startOffset, endOffset } = child.sourceCodeLocation;
      ranges.push([startOffset, endOffset]);
    } else rangesToRemove(child, ranges);
  }
  return ranges;
}

/**
 * The HTML with those elements cut out of its source, by the offsets of an HTML5 parser (parse5,
 * the parser of jsdom), not by patterns: a script's end, a `<script` inside an attribute or a
 * comment are where the browser would see them. Everything else stays byte for byte as the server
 * sent it (no re-serialising).
 */
export function stripScripts(html) {
  const ranges = rangesToRemove(parse(html, { sourceCodeLocationInfo: true })).sort(([a], [b]) => b - a);
  let stripped = html;
  for (const [start, end] of ranges) stripped = stripped.slice(0, start) + stripped.slice(end);
  return stripped;
}
