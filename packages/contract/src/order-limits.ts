/** At most this many tickets in one order, of all types together (kept apart from orders.ts's schemas). */
export const MAX_TICKETS_PER_ORDER = 100;
