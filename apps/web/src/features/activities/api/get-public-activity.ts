/** A published activity's public answer: its page and upcoming dates. */
export const publicActivityPath = (id: string) => `/api/public/activity/${encodeURIComponent(id)}`;
