/**
 * The rich-text description keeps exactly the editor's formatting: paragraphs, bold, italic, underline and lists.
 * sanitize-html (with its HTML and CSS parsers) is loaded on the first description saved, not at start-up.
 */
export async function sanitiseDescription(html: string): Promise<string> {
  const { default: sanitizeHtml } = await import('sanitize-html');
  return sanitizeHtml(html, {
    allowedTags: ['p', 'br', 'strong', 'em', 'u', 'ul', 'ol', 'li'],
    allowedAttributes: {},
    transformTags: { b: 'strong', i: 'em' },
    disallowedTagsMode: 'discard',
  }).trim();
}
