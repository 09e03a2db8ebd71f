import type { TestClient } from './test-client';

export const inDays = (days: number, hour = 19) => {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  date.setUTCHours(hour, 0, 0, 0);
  return date.toISOString();
};

export const validActivity = {
  name: 'Jazz by the River',
  description: '<p>An evening of <strong>live jazz</strong>.</p>',
  imageUrl: null,
  minAge: 18,
  isOnline: false,
  onlineLink: null,
  address: {
    country: 'United Kingdom',
    city: 'London',
    line1: '1 Riverside',
    line2: null,
    postCode: 'SE1 9PX',
  },
  isAddressRequired: false,
  isEmailRequired: true,
  isFullNameRequired: true,
  customField1: 'Dietary needs',
};

/** An activity with one date and one ticket type, made through the API as an organiser would. */
export async function createActivityWithDate(
  client: TestClient,
  options: {
    startAt?: string;
    endAt?: string | null;
    capacity?: number;
    variants?: { name: string; price: number; max: number; affects?: boolean }[];
    /** Publish the activity once its ticket types exist: tickets are issued and guests checked in only then. */
    published?: boolean;
  } = {},
) {
  const activity = (await client.post('/api/client/activity/', validActivity)).body;
  const startAt = options.startAt ?? inDays(7);
  const event = (
    await client.post('/api/client/event/', {
      activityId: activity.id,
      startAt,
      endAt:
        options.endAt === undefined
          ? new Date(Date.parse(startAt) + 3 * 60 * 60 * 1000).toISOString()
          : options.endAt,
      doorsOpenAt: new Date(Date.parse(startAt) - 30 * 60 * 1000).toISOString(),
      maxTicketCount: options.capacity ?? 100,
    })
  ).body;
  const variants = [];
  for (const variant of options.variants ?? [{ name: 'Standard', price: 1500, max: 80 }]) {
    const response = await client.post('/api/client/ticket-variant/', {
      eventId: event.id,
      name: variant.name,
      imageUrl: null,
      description: null,
      price: variant.price,
      maxTicketCount: variant.max,
      isAffectEventTicketCount: variant.affects ?? true,
    });
    variants.push(response.body);
  }
  if (options.published) await client.post(`/api/client/activity/${activity.id}/publish`);
  return { activity, event, variants };
}
