import sanitizeHtml from 'sanitize-html';

/** The rich-text description keeps exactly the editor's formatting: paragraphs, bold, italic, underline and lists. */
export function sanitiseDescription(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ['p', 'br', 'strong', 'em', 'u', 'ul', 'ol', 'li'],
    allowedAttributes: {},
    transformTags: { b: 'strong', i: 'em' },
    disallowedTagsMode: 'discard',
  }).trim();
}
