import { CUSTOM_FIELD_KEYS, customFieldRecord } from '@usher/contract/custom-fields';
import type { ApiClient } from './api';
import { londonDaysFromToday } from './pickers';

export type SeedTicketType = {
  name: string;
  /** In pence, as the API keeps prices. */
  price: number;
  maxTicketCount: number;
  isAffectEventTicketCount?: boolean;
};

export type SeedEventOptions = {
  name: string;
  isFullNameRequired?: boolean;
  isEmailRequired?: boolean;
  isAddressRequired?: boolean;
  /** Labels of the custom fields a receiver must fill in, at most 5. */
  customFields?: string[];
  /** London days from today (0 is today) and the hour the date starts; tomorrow at 19:30 by default. */
  daysFromToday?: number;
  startHour?: number;
  venueCapacity?: number;
  ticketTypes: SeedTicketType[];
  /** Published by default, so the door buttons and the public pages are there. */
  publish?: boolean;
};

export type SeededEvent = {
  activityId: string;
  eventId: string;
  /** Ticket type ids by name. */
  ticketTypeIds: Record<string, string>;
  startAt: string;
  /** `/activity/{activityId}/event/{eventId}`, the base of the date's screens. */
  path: string;
};

/**
 * Creates an activity with one date and its ticket types over the API, the way the screens would save them, and
 * publishes it. Use it with `apiAsNewMerchant()` so the demo organiser is left alone.
 */
export async function seedPublishedEvent(api: ApiClient, options: SeedEventOptions): Promise<SeededEvent> {
  const customFields = options.customFields ?? [];
  if (customFields.length > 5) throw new Error('an activity has at most 5 custom fields');
  const activity = await api.post('/api/client/activity/', {
    name: options.name,
    description: '',
    isFullNameRequired: options.isFullNameRequired ?? false,
    isEmailRequired: options.isEmailRequired ?? false,
    isAddressRequired: options.isAddressRequired ?? false,
    ...customFieldRecord(customFields, CUSTOM_FIELD_KEYS),
  });
  const start = londonDaysFromToday(options.daysFromToday ?? 1, options.startHour ?? 19, 30);
  const event = await api.post('/api/client/event/', {
    activityId: activity.id,
    startAt: start.toUTC().toISO(),
    endAt: start.plus({ hours: 3 }).toUTC().toISO(),
    doorsOpenAt: start.minus({ minutes: 30 }).toUTC().toISO(),
    maxTicketCount: options.venueCapacity ?? 100,
  });
  const ticketTypeIds: Record<string, string> = {};
  for (const ticketType of options.ticketTypes) {
    const saved = await api.post('/api/client/ticket-variant/', {
      eventId: event.id,
      name: ticketType.name,
      price: ticketType.price,
      maxTicketCount: ticketType.maxTicketCount,
      isAffectEventTicketCount: ticketType.isAffectEventTicketCount ?? true,
    });
    ticketTypeIds[ticketType.name] = saved.id;
  }
  if (options.publish ?? true) await api.post(`/api/client/activity/${activity.id}/publish`);
  return {
    activityId: activity.id,
    eventId: event.id,
    ticketTypeIds,
    startAt: event.startAt,
    path: `/activity/${activity.id}/event/${event.id}`,
  };
}

export type SeedReceiver = {
  fullName?: string;
  email?: string;
  /** A GB number as the box office would type it. */
  phoneNumber?: string;
  /** Answers to the activity's custom fields, in order. */
  answers?: string[];
  quantity?: number;
};

/** Issues one free order per receiver over the API (the box office's way), of `ticketType` on the date. */
export async function issueFreeTickets(
  api: ApiClient,
  event: SeededEvent,
  ticketType: string,
  receivers: SeedReceiver[],
): Promise<void> {
  for (const receiver of receivers) {
    await api.post('/api/client/order/free', {
      phoneNumber: receiver.phoneNumber ?? '07700 900123',
      fullName: receiver.fullName ?? null,
      email: receiver.email ?? null,
      ...Object.fromEntries(
        [1, 2, 3, 4, 5].map((n, index) => [`customField${n}`, receiver.answers?.[index] ?? null]),
      ),
      items: [{ identity: event.ticketTypeIds[ticketType], quantity: receiver.quantity ?? 1 }],
    });
  }
}
