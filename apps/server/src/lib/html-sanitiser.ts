import sanitizeHtml from 'sanitize-html';

/**
 * Operators' HTML, made safe when it is written (never when it is read). The allow-list keeps
 * basic formatting, links with web, mail and phone schemes (opened with rel=noopener) and images
 * served over https; everything else is dropped. Content that tries to run code (script and
 * frame tags, event handlers, javascript:/vbscript: URLs, style expressions) is refused outright
 * by `findUnsafeHtml`, so an operator learns that it was not stored rather than seeing it vanish.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'small',
    'span',
    'div',
    'h1',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' },
    }),
  },
  // An image without an https source (relative, http, data:) is dropped whole.
  exclusiveFilter: (frame) =>
    frame.tag === 'img' && !/^https:\/\//i.test((frame.attribs.src ?? '').trim()),
};

const CODE_TAGS = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'base',
  'meta',
  'link',
  'form',
]);
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'data',
  'poster',
  'background',
]);

/** Scheme of a URL as a browser would read it: entities decoded, spaces and controls ignored. */
function schemeOf(value: string): string {
  // eslint-disable-next-line no-control-regex
  const compact = value.replace(/[\s\u0000-\u001f]+/g, '').toLowerCase();
  return compact.split(':', 1)[0] === compact ? '' : compact.split(':', 1)[0]!;
}

/** The first construct that would run code, or null when there is none. */
export function findUnsafeHtml(html: string): string | null {
  let found: string | null = null;
  sanitizeHtml(html, {
    // Only reading: every tag is visited, and the output is thrown away.
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    onOpenTag: (name, attribs) => {
      if (found) return;
      const tag = name.toLowerCase();
      if (CODE_TAGS.has(tag)) {
        found = `<${tag}>`;
        return;
      }
      for (const [rawName, value] of Object.entries(attribs)) {
        const attr = rawName.toLowerCase();
        if (attr.startsWith('on')) found = `${tag} ${attr}`;
        else if (
          URL_ATTRIBUTES.has(attr) &&
          ['javascript', 'vbscript', 'livescript'].includes(schemeOf(value))
        ) {
          found = `${tag} ${attr}=${schemeOf(value)}:`;
        } else if (attr === 'style' && /expression\s*\(|javascript:|url\s*\(/i.test(value)) {
          found = `${tag} style`;
        }
        if (found) return;
      }
    },
  });
  return found;
}

/** The allow-listed HTML (see OPTIONS): what is stored and served. */
export function sanitiseHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
