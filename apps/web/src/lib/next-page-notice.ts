/** Where a toast waits for the next page of the tab (sessionStorage: this tab only, gone with it). */
const STORAGE_KEY = 'usher.next-page-notice';

/** A toast for the page the tab opens next: a landing page hands over to the app with a full page load. */
export function showOnNextPage(notice: string): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, notice);
  } catch {
    // Storage refused (a private mode): the next page opens without the toast.
  }
}

/** The toast a previous page left for this one, once. */
export function takeNextPageNotice(): string | null {
  try {
    const notice = sessionStorage.getItem(STORAGE_KEY);
    sessionStorage.removeItem(STORAGE_KEY);
    return notice;
  } catch {
    return null;
  }
}
