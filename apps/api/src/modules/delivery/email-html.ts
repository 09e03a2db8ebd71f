/** Text made safe inside an email's HTML: the five characters HTML gives a meaning, as numeric references. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Lines of plain text as an email's HTML paragraphs, one each. */
export const htmlParagraphs = (lines: string[]) =>
  lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');
