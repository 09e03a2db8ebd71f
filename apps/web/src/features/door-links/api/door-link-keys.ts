/** Every query key of the door links feature, all under 'door-links'. */
export const doorLinkKeys = {
  all: ['door-links'] as const,
  event: (eventId: string) => [...doorLinkKeys.all, eventId] as const,
};
