/** Every query key about one date starts with its detail key, so invalidating it refreshes its figures too. */
export const eventKeys = {
  all: ['events'] as const,
  detail: (eventId: string) => [...eventKeys.all, eventId] as const,
  variants: (eventId: string) => [...eventKeys.detail(eventId), 'variants'] as const,
};
