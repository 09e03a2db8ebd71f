/** The element the server writes a page's API answer into (apps/api/src/plugins/page-head.ts). */
const PAGE_DATA_ELEMENT_ID = 'page-data';

/**
 * The API answer the server embedded in the page's HTML, read once and removed: the first render shows it with
 * no call. Undefined when the page was served without it (not found, or a page reached inside the app).
 */
export function takePageData(elementId = PAGE_DATA_ELEMENT_ID): unknown {
  const element = document.getElementById(elementId);
  if (!element?.textContent) return undefined;
  const data: unknown = JSON.parse(element.textContent);
  element.remove();
  return data;
}
