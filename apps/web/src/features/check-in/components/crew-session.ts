import type { TDoorStartResponse } from '@usher/contract/door';

const keyOf = (token: string) => `usher.door-link.${token}`;

/**
 * The start's answer, kept for the tab's life: a reload keeps the door open (its cookie is the browser's), and
 * a closed tab starts again. The server decides whether the session is still valid at the next request.
 */
export function readCrewSession(token: string): TDoorStartResponse | null {
  try {
    const stored = sessionStorage.getItem(keyOf(token));
    return stored ? (JSON.parse(stored) as TDoorStartResponse) : null;
  } catch {
    return null;
  }
}

export function keepCrewSession(token: string, session: TDoorStartResponse): void {
  try {
    sessionStorage.setItem(keyOf(token), JSON.stringify(session));
  } catch {
    // Private browsing may refuse storage: the door still works until the page is reloaded.
  }
}

export function forgetCrewSession(token: string): void {
  try {
    sessionStorage.removeItem(keyOf(token));
  } catch {
    // Nothing was kept.
  }
}
