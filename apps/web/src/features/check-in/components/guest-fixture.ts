import type { TGuest } from '@usher/contract/check-in';

/** A guest with every §2 field filled in, for the guest list's tests. */
export const GRACE: TGuest = {
  guestPhone: '+447700900555',
  guestName: 'Grace Hopper',
  guestEmail: 'grace.brewster.murray.hopper@navy-research.test',
  ticketIndex: 2,
  groupIndex: 3,
  pdfUrl: 'https://usher.test/api/public/ticket/abc/pdf',
  ticketUrl: 'https://usher.test/t/abcdefghijklmnop',
  orderReference: 'USH-69CE6CC3',
  ticketVariantName: 'Standard',
  appliedPromo: 'SPRING10',
  channel: 'online',
  checkedIn: false,
  checkedInAt: null,
  checkedInBy: null,
  ticketExternalId: 'abcdefghijklmnop',
  addressDto: { line1: '12 Riverside Walk', line2: null, city: 'London', postCode: 'SE1 9PX', country: 'UK' },
  guestCustomField1: 'Vegan',
  guestCustomField2: null,
  guestCustomField3: 'Row A',
  guestCustomField4: null,
  guestCustomField5: null,
};

/** The organiser named questions 1 and 2; question 3 was answered, then its name removed. */
export const QUESTIONS = ['Dietary needs', 'Wheelchair', null, null, null];
