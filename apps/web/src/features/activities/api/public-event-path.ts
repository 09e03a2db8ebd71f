/** A published date's public answer: its page, prices and what is left to buy (no React Query: landing pages). */
export const publicEventPath = (eventId: string) => `/api/public/event/${encodeURIComponent(eventId)}`;
