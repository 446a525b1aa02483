import sanitizeHtml from 'sanitize-html';

/** A root-relative path on our own origin; rejects "//host" and "/\host", which browsers treat as another host. */
const SAME_ORIGIN_PATH = /^\/(?![/\\])[^\s"'<>]*$/;

const TARGETS = new Set(['_blank', '_self']);

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: (
    'h1 h2 h3 h4 h5 h6 p br hr blockquote ul ol li a strong em b i ' +
    'table thead tbody tfoot tr th td caption img'
  ).split(' '),
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Links leave the page without handing it a window.opener or a referrer.
    a: (tagName, { target, ...attribs }) => ({
      tagName,
      attribs: {
        ...attribs,
        ...(target && TARGETS.has(target) ? { target } : {}),
        rel: 'noopener noreferrer',
      },
    }),
    // Images only from our origin: a third-party image would track players and break the CSP.
    img: (tagName, attribs) => {
      const { src, ...rest } = attribs;
      return { tagName, attribs: src && SAME_ORIGIN_PATH.test(src) ? { src, ...rest } : rest };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** Page bodies are operator-authored HTML; this is the allow-list the web may render as-is. */
export function sanitizeBody(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
