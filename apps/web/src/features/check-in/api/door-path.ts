/** A door link's route: everything the crew's phone asks is under `/api/door/{token}` (issue 30 §2). */
export function doorPath(token: string, ...parts: string[]): string {
  return [`/api/door/${encodeURIComponent(token)}`, ...parts.map(encodeURIComponent)].join('/');
}
