import type { TPublicTicket } from '@usher/contract/orders';
import type { TPublicEvent } from '@usher/contract/public-event';

type TPublicTicketVariant = TPublicEvent['ticketVariants'][number];

/** A public date's ticket type with 50 places, none sold or held; a test gives what it is about. */
export function publicTicketType(overrides: Partial<TPublicTicketVariant> = {}): TPublicTicketVariant {
  return {
    id: 'v1',
    name: 'Standard',
    description: null,
    price: 1500,
    maxTicketCount: 50,
    isAffectEventTicketCount: true,
    orderCount: 0,
    reservedCount: 0,
    toBuy: 50,
    isWaitlistOpen: false,
    ...overrides,
  };
}

/** A published date on sale ('Jazz by the River', 1 July 2030 at 19:30 London) with one ticket type. */
export function publicEvent(overrides: Partial<TPublicEvent> = {}): TPublicEvent {
  return {
    id: '0d6a3b8e-2f4c-4a1b-8e5d-7c9f1a2b3c4d',
    activityId: 'a1',
    name: 'Jazz by the River',
    imageUrl: null,
    description: '',
    isOnline: false,
    address: null,
    organizationName: 'Riverside Live',
    organizationGuid: 'o1',
    minAge: null,
    startAt: '2030-07-01T18:30:00Z',
    endAt: null,
    doorsOpenAt: null,
    maxTicketCount: 100,
    ticketVariants: [publicTicketType()],
    isEmailRequired: false,
    isFullNameRequired: true,
    isAddressRequired: false,
    customField1: null,
    customField2: null,
    customField3: null,
    customField4: null,
    customField5: null,
    isOver: false,
    isSoldOut: false,
    isPaidSaleAvailable: true,
    ...overrides,
  };
}

/** A guest's ticket page for that date, not checked in. */
export function publicTicket(overrides: Partial<TPublicTicket> = {}): TPublicTicket {
  return {
    activityName: 'Jazz by the River',
    imageUrl: null,
    organizationName: 'Riverside Live',
    eventStartAt: '2030-07-01T18:30:00Z',
    eventEndAt: '2030-07-01T21:30:00Z',
    doorsOpenAt: '2030-07-01T18:00:00Z',
    isOver: false,
    isOnline: false,
    venue: '1 Riverside, London, SE1 9PX',
    guestName: 'Mary Seacole',
    ticketVariantName: 'Standard',
    ticketIndex: 1,
    groupIndex: 3,
    orderReference: 'USH-0A1B2C3D',
    appliedPromo: null,
    checkedIn: false,
    checkedInAt: null,
    qrCode: 'c0de-of-the-ticket-xyz12',
    pdfUrl: '/api/public/ticket/k3J9xQ2mP7vT1wZ8aB4cD6/pdf',
    ...overrides,
  };
}
