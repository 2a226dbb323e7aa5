// HTML: the start tags the Observatory's htmlparser2 reports (src/utils/html-parser.js). A small
// tokenizer suffices: comments are skipped, and the text of script, style, title and textarea is
// raw text, never tags (a "<script" inside a script's string is not a script).

// The media types whose body the Observatory reads as HTML.
export const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);

/** A response's media type, without parameters: '' when it names none. */
export const mimeTypeOf = (response) => (response.headers.get('content-type') ?? '').split(';', 1)[0];

const RAW_TEXT_ELEMENTS = new Set(['script', 'style', 'title', 'textarea']);
const TAG = /<!--[\s\S]*?(?:-->|$)|<([a-zA-Z][^\s/>]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

export function startTags(html) {
  const lowerHtml = html.toLowerCase();
  const tags = [];
  TAG.lastIndex = 0;
  for (let match = TAG.exec(html); match; match = TAG.exec(html)) {
    if (!match[1]) continue; // a comment
    const name = match[1].toLowerCase();
    tags.push({ name, attributes: parseAttributes(match[2]) });
    if (RAW_TEXT_ELEMENTS.has(name)) {
      const end = lowerHtml.indexOf(`</${name}`, TAG.lastIndex);
      TAG.lastIndex = end === -1 ? html.length : end;
    }
  }
  return tags;
}

function parseAttributes(text) {
  const attributes = {};
  for (const [, name, double, single, bare] of text.matchAll(ATTRIBUTE)) {
    const key = name.toLowerCase();
    if (!(key in attributes)) attributes[key] = decodeEntities(double ?? single ?? bare ?? ''); // the first wins
  }
  return attributes;
}

const NAMED_ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
function decodeEntities(text) {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, body) => {
    if (body[0] !== '#') return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
    const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : Number(body.slice(1));
    return String.fromCodePoint(code);
  });
}

/** The CSP and referrer policy of <meta> tags (src/retriever/utils.js `parseHttpEquivHeaders`). */
export function parseHttpEquiv(html) {
  const equiv = new Map([['content-security-policy', []]]);
  for (const { name, attributes } of startTags(html)) {
    if (name !== 'meta') continue;
    if ('http-equiv' in attributes && 'content' in attributes) {
      if (attributes.content && attributes['http-equiv'].toLowerCase().trim() === 'content-security-policy') {
        equiv.get('content-security-policy').push(attributes.content);
      }
    } else if (attributes.name?.toLowerCase().trim() === 'referrer' && attributes.content) {
      equiv.set('referrer-policy', [attributes.content]); // the last one wins
    }
  }
  return equiv;
}
