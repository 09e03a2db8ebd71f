/** A served page as a browser parses it (entities unescaped, scripts not run), to read what it carries. */
export async function parseHtml(html: string) {
  const { Window } = await import('happy-dom');
  const window = new Window();
  window.document.write(html);
  return window.document;
}
