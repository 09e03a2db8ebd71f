/** The organiser's description, as the server sanitised it. */
export function PublicDescription({ html }: { html: string }) {
  if (!html) return null;
  return <div className="public-description" dangerouslySetInnerHTML={{ __html: html }} />;
}
