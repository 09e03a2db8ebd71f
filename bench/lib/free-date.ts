// A published activity with one date and one free ticket type, made through the API as an organiser would.
import type { ApiClient } from './api-client';

export async function createFreeDate(
  client: ApiClient,
  name: string,
  capacity: number,
  /** More of the activity's fields, e.g. a custom question for the guest form. */
  activityFields: Record<string, unknown> = {},
): Promise<{ activityId: string; eventId: string; variantId: string }> {
  const activity = await client.json<{ id: string }>('POST', '/api/client/activity/', {
    name,
    description: '<p>Everyone wants a ticket.</p>',
    imageUrl: null,
    minAge: null,
    isOnline: false,
    onlineLink: null,
    address: {
      country: 'United Kingdom',
      city: 'London',
      line1: '1 Arena Way',
      line2: null,
      postCode: 'E14 5AB',
    },
    isEmailRequired: false,
    isFullNameRequired: true,
    ...activityFields,
  });
  const start = new Date(Date.now() + 7 * 24 * 3600 * 1000);
  start.setUTCHours(19, 0, 0, 0);
  const event = await client.json<{ id: string }>('POST', '/api/client/event/', {
    activityId: activity.id,
    startAt: start.toISOString(),
    endAt: new Date(start.getTime() + 4 * 3600 * 1000).toISOString(),
    doorsOpenAt: new Date(start.getTime() - 3600 * 1000).toISOString(),
    maxTicketCount: capacity,
  });
  const variant = await client.json<{ id: string }>('POST', '/api/client/ticket-variant/', {
    eventId: event.id,
    name: 'General admission',
    imageUrl: null,
    description: null,
    price: 0,
    maxTicketCount: capacity,
    isAffectEventTicketCount: true,
  });
  await client.json('POST', `/api/client/activity/${activity.id}/publish`);
  return { activityId: activity.id, eventId: event.id, variantId: variant.id };
}
