import 'server-only';
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

// Posts and FAQ answers are Markdown written by editors, turned into HTML here, on the server, and
// sanitised before anyone sees it (docs/posts-faq.md, Rendering). markdown-it parses (raw HTML is
// let through to the sanitiser, links are not judged by it); sanitize-html is the one gate: only
// the tags, attributes and URL schemes below survive. No script, no event handler, no style, no
// frame, no `javascript:` or `data:` address.

// German quotation marks for "…" and '…', dashes and ellipses from the typographer.
const md = new MarkdownIt({ html: true, linkify: true, typographer: true, quotes: '„“‚‘', breaks: false });
// sanitize-html decides which addresses stay: a link markdown-it refused would stay as visible text.
md.validateLink = () => true;

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'b',
    'i',
    's',
    'del',
    'blockquote',
    'code',
    'pre',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  // `target` and `rel` of a link come from the transform below only, never from the text.
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'title'], ol: ['start'] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  // Pictures only over https or from our own paths (/api/media/…).
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  // Dropped with their content; other refused tags keep their text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'template'],
  transformTags: {
    // The page's title is the one h1.
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    // Links to other sites open beside the web view, and tell nothing about where the reader came from.
    a: (tagName, { href, title }) => {
      const attribs: Record<string, string> = { ...(href === undefined ? {} : { href }), ...(title === undefined ? {} : { title }) };
      if (/^\s*https?:\/\//i.test(href ?? '')) Object.assign(attribs, { target: '_blank', rel: 'noopener noreferrer nofollow' });
      return { tagName, attribs };
    },
  },
};

/** Markdown → sanitised HTML, safe to put into a page as it is. */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(md.render(source), SANITIZE).trim();
}

/** The plain text of a piece of Markdown, for searching (the FAQ's search box). */
export function markdownText(source: string): string {
  return sanitizeHtml(md.render(source), { allowedTags: [], allowedAttributes: {} })
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
