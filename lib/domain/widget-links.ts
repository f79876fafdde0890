// Server-rendered HTML in a widget (a post's body, sanitised by lib/server/content/markdown.ts).
// A widget lives in a host's frame: a link without a target would open the app inside that frame.
// Every link of a widget opens the whole window, as WebViewLink's do (docs/widgets.md).

/** Whether a tag's attributes name a target (quoted values left out: a title may say "target="). */
const hasTarget = (attributes: string) => /(^|\s)target\s*=/i.test(attributes.replace(/"[^"]*"|'[^']*'/g, '""'));

/** Each `<a …>` without a target gets `target="_top"`; one that has its own (a `_blank` to another site) keeps it. */
export function linksToWholeWindow(html: string): string {
  return html.replace(/<a(\s[^>]*)?>/gi, (tag, attributes: string | undefined) => (hasTarget(attributes ?? '') ? tag : `<a${attributes ?? ''} target="_top">`));
}
