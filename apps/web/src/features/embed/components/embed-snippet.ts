/** What an organiser embeds: a date, an activity's dates or the shop window (issue 29 §3). */
export type TEmbedTarget = { kind: 'event' | 'activity' | 'organisation'; id: string; name: string };

const PAGE_OF_KIND = { event: 'e', activity: 'a', organisation: 'o' } as const;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The HTML an organiser pastes into their website: embed.js turns the element into the embedded page; the link
 * inside it is what a visitor gets where the script does not run (blocked, or no JavaScript), and what a search
 * engine follows.
 */
export function embedSnippet(usherOrigin: string, target: TEmbedTarget): string {
  const id = escapeHtml(target.id);
  const fullPage = `${usherOrigin}/${PAGE_OF_KIND[target.kind]}/${encodeURIComponent(target.id)}`;
  return [
    `<div data-usher-${target.kind}="${id}">`,
    `  <a href="${escapeHtml(fullPage)}">Tickets: ${escapeHtml(target.name)}</a>`,
    '</div>',
    `<script src="${escapeHtml(usherOrigin)}/embed.js" async></script>`,
  ].join('\n');
}
