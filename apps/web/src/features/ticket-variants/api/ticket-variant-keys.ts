export const ticketVariantKeys = {
  all: ['ticket-variants'] as const,
  detail: (ticketId: string) => [...ticketVariantKeys.all, ticketId] as const,
};
