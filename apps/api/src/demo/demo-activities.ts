import { DateTime } from 'luxon';
import { LONDON_ZONE, londonWallClockToUtc } from '@usher/contract/london-time';
import { CUSTOM_FIELD_KEYS, customFieldRecord } from '@usher/contract/custom-fields';
import type { Db } from '../db/database';
import {
  insertActivity,
  setActivityPublished,
  type ActivityValues,
} from '../modules/activities/activity.repository';
import { newShortCode } from '../modules/activities/short-code.service';
import { insertEvent } from '../modules/events/event.repository';
import { withDates } from '../modules/sales/locked-sale.service';
import { recordPastCheckIns } from '../modules/sales/tickets.service';
import { insertTicketVariants } from '../modules/ticket-variants/ticket-variant.repository';

const VENUE = {
  country: 'United Kingdom',
  city: 'London',
  line1: '12 Riverside Walk',
  line2: null,
  postCode: 'SE1 9PX',
};
const GUESTS = [
  ['Amelia Hughes', '+447700900101'],
  ['Oliver Bennett', '+447700900102'],
  ['Isla Patel', '+447700900103'],
  ['George Williams', '+447700900104'],
  ['Ava Thompson', '+447700900105'],
  ['Noah Clarke', '+447700900106'],
  ['Freya Ahmed', '+447700900107'],
  ['Harry Evans', '+447700900108'],
] as const;

type DemoVariant = {
  name: string;
  description: string | null;
  pricePence: number;
  max: number;
  affects?: boolean;
};
type DemoDate = { start: DateTime; hours: number; sold?: number[]; checkedIn?: number };

function activityValues(
  values: Partial<ActivityValues> & { name: string; description: string },
): ActivityValues {
  return {
    imageUrl: null,
    minAge: null,
    isOnline: false,
    onlineLink: null,
    address: VENUE,
    isAddressRequired: false,
    isEmailRequired: false,
    isFullNameRequired: true,
    ...customFieldRecord([], CUSTOM_FIELD_KEYS),
    ...values,
  };
}

/** A London wall-clock time on `day` (a London date). */
const londonOn = (day: DateTime, time: string): DateTime =>
  DateTime.fromISO(londonWallClockToUtc(`${day.toISODate()}T${time}`)!);

/** A London wall-clock time `days` from today, so the demo always has dates to come and dates gone. */
function londonAt(days: number, time: string): DateTime {
  return londonOn(DateTime.now().setZone(LONDON_ZONE).plus({ days }), time);
}

const FRIDAY = 5;
const SUNDAY = 7;

/**
 * A weekly series' date: the first `weekday` (1 Monday … 7 Sunday) after `today`, moved by `weeks` weeks, and a
 * week more when `weeks` is negative, so no date falls on `today` (the show on tonight's) and a series named
 * for its weekday falls on it whatever the day the demo is made.
 */
export function londonWeekly(today: DateTime, weekday: number, weeks: number, time: string): DateTime {
  const day = today.setZone(LONDON_ZONE).startOf('day');
  const ahead = (weekday - day.weekday + 7) % 7 || 7;
  const next = day.plus({ days: ahead });
  return londonOn(weeks >= 0 ? next.plus({ weeks }) : next.plus({ weeks: weeks - 1 }), time);
}

const weekly = (weekday: number, weeks: number, time: string) =>
  londonWeekly(DateTime.now(), weekday, weeks, time);

export type DemoDateIds = { eventId: string; variantIds: string[] };
export type DemoActivityIds = { activityId: string; dates: DemoDateIds[] };

async function addDates(
  db: Db,
  organizationId: string,
  activityId: string,
  variants: DemoVariant[],
  dates: DemoDate[],
  capacity: number,
): Promise<DemoActivityIds> {
  let guest = 0;
  const added: DemoDateIds[] = [];
  for (const date of dates) {
    const eventId = await insertEvent(db, organizationId, activityId, {
      startAt: date.start.toISO()!,
      endAt: date.start.plus({ hours: date.hours }).toISO(),
      doorsOpenAt: date.start.minus({ minutes: 30 }).toISO(),
      maxTicketCount: capacity,
    });
    const variantIds = await insertTicketVariants(
      db,
      organizationId,
      eventId,
      variants.map((v) => ({
        name: v.name,
        description: v.description,
        pricePence: v.pricePence,
        maxTicketCount: v.max,
        isAffectEventTicketCount: v.affects ?? true,
        imageUrl: null,
      })),
    );
    const checkedIn: string[] = [];
    await withDates(db, organizationId, [eventId], async (sale) => {
      for (const [index, quantity] of (date.sold ?? []).entries()) {
        for (let sold = 0; sold < quantity; sold += 2) {
          const [name, phone] = GUESTS[guest++ % GUESTS.length]!;
          const { ticketIds } = await sale.issue({
            eventId,
            activityId,
            kind: index === 0 ? 'cash' : 'free',
            phone,
            email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
            fullName: name,
            address: null,
            createdBy: null,
            items: [{ variantId: variantIds[index]!, quantity: Math.min(2, quantity - sold) }],
          });
          checkedIn.push(...ticketIds);
        }
      }
    });
    await recordPastCheckIns(
      db,
      organizationId,
      checkedIn.slice(0, date.checkedIn ?? 0),
      date.start.plus({ minutes: 5 }).toJSDate(),
    );
    added.push({ eventId, variantIds });
  }
  return { activityId, dates: added };
}

/** The demo organiser's programme: two weekly series, a show on tonight, a draft and a finished season. */
export async function seedDemoActivities(db: Db, organizationId: string) {
  const jazz = await insertActivity(
    db,
    organizationId,
    activityValues({
      name: 'Jazz by the River',
      description:
        '<p>Every Friday the <strong>Riverside Quartet</strong> and a guest soloist play two sets of standards and new tunes.</p><ul><li>Bar open from doors</li><li>Step-free access</li></ul>',
      minAge: 18,
      customField1: 'Dietary needs',
    }),
    newShortCode(),
  );
  const jazzDates = await addDates(
    db,
    organizationId,
    jazz,
    [
      { name: 'Standard', description: 'Unreserved seating', pricePence: 1500, max: 80 },
      { name: 'VIP table', description: 'Table for the night and a drink', pricePence: 3500, max: 12 },
      { name: 'Parking', description: 'Riverside car park', pricePence: 500, max: 30, affects: false },
    ],
    [
      { start: weekly(FRIDAY, -2, '19:30'), hours: 3, sold: [24, 6, 4], checkedIn: 30 },
      { start: weekly(FRIDAY, -1, '19:30'), hours: 3, sold: [18, 4], checkedIn: 20 },
      { start: weekly(FRIDAY, 0, '19:30'), hours: 3, sold: [12, 2] },
      { start: weekly(FRIDAY, 1, '19:30'), hours: 3, sold: [4] },
      { start: weekly(FRIDAY, 2, '19:30'), hours: 3 },
      { start: weekly(FRIDAY, 3, '19:30'), hours: 3 },
    ],
    90,
  );
  await setActivityPublished(db, organizationId, jazz, true);

  const comedyTicketTypes = [
    { name: 'General admission', description: null, pricePence: 1200, max: 120 },
    { name: 'Guest list', description: 'Free entry for crew and friends', pricePence: 0, max: 20 },
  ];
  const comedy = await insertActivity(
    db,
    organizationId,
    activityValues({
      name: 'Stand-up Sundays',
      description: '<p>Four comics, one host and <em>no</em> heckling rules. Strong language throughout.</p>',
      minAge: 16,
      isEmailRequired: true,
    }),
    newShortCode(),
  );
  const comedyDates = await addDates(
    db,
    organizationId,
    comedy,
    comedyTicketTypes,
    [
      { start: weekly(SUNDAY, 0, '20:00'), hours: 2, sold: [8] },
      { start: weekly(SUNDAY, 1, '20:00'), hours: 2 },
    ],
    120,
  );
  await setActivityPublished(db, organizationId, comedy, true);

  // The show on tonight, whatever the day the demo is made: named for no weekday.
  const openMic = await insertActivity(
    db,
    organizationId,
    activityValues({
      name: 'Open Mic Comedy',
      description:
        '<p>Ten new acts, five minutes each, and a headliner to close. Strong language throughout.</p>',
      minAge: 16,
      isEmailRequired: true,
    }),
    newShortCode(),
  );
  // On the hour, so the show is under way whenever the demo is made and its times read like a real listing.
  const tonight = DateTime.now().setZone(LONDON_ZONE).minus({ minutes: 30 }).startOf('hour');
  await addDates(
    db,
    organizationId,
    openMic,
    comedyTicketTypes,
    [{ start: tonight, hours: 3, sold: [26, 6], checkedIn: 14 }],
    120,
  );
  await setActivityPublished(db, organizationId, openMic, true);

  const science = await insertActivity(
    db,
    organizationId,
    activityValues({
      name: 'Family Science Show',
      description: '<p>Explosions, slime and a very patient volunteer. Suitable for ages 5 and up.</p>',
      isFullNameRequired: false,
    }),
    newShortCode(),
  );
  await addDates(
    db,
    organizationId,
    science,
    [{ name: 'Child', description: null, pricePence: 600, max: 60 }],
    [{ start: londonAt(35, '11:00'), hours: 1.5 }],
    80,
  );

  const cinema = await insertActivity(
    db,
    organizationId,
    activityValues({
      name: 'Summer Rooftop Cinema',
      description: '<p>Classic films under the stars, with deckchairs and blankets.</p>',
    }),
    newShortCode(),
  );
  await addDates(
    db,
    organizationId,
    cinema,
    [{ name: 'Deckchair', description: null, pricePence: 1400, max: 50 }],
    [
      { start: londonAt(-90, '21:00'), hours: 2.5, sold: [30], checkedIn: 26 },
      { start: londonAt(-83, '21:00'), hours: 2.5, sold: [22], checkedIn: 20 },
    ],
    50,
  );
  await setActivityPublished(db, organizationId, cinema, true);
  return { jazz: jazzDates, comedy: comedyDates };
}
