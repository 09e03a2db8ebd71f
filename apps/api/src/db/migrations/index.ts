import type { Migration } from 'kysely';
import * as foundation from './0001-foundation';
import * as activities from './0002-activities';
import * as checkIn from './0003-check-in';
import * as outbox from './0004-outbox';
import * as salesCore from './0005-sales-core';
import * as promoCodes from './0006-promo-codes';
import * as messages from './0007-messages';
import * as outboxClaim from './0008-outbox-claim';
import * as holds from './0009-holds';
import * as onlineSales from './0010-online-sales';
import * as doorHotPath from './0011-door-hot-path';
import * as ticketCounts from './0012-ticket-counts';
import * as guestList from './0013-guest-list';
import * as offlineCheckIn from './0014-offline-check-in';
import * as checkInFreeSlot from './0016-check-in-free-slot';
import * as saleLockStock from './0018-sale-lock-stock';
import * as saleCheckOrder from './0019-sale-check-order';
import * as guestListPositions from './0020-guest-list-positions';
import * as demoOrganisation from './0021-demo-organisation';
import * as refundStates from './0022-refund-states';
import * as holdLimitsPaymentExpiry from './0023-hold-limits-payment-expiry';
import * as apiKeys from './0025-api-keys';
import * as webhooks from './0026-webhooks';
import * as checkInLog from './0027-check-in-log';
import * as refundStarted from './0028-refund-started';
import * as doorLinks from './0029-door-links';
import * as waitlist from './0030-waitlist';

/** Every migration in order; the key is the version recorded in the database. */
export const migrations: Record<string, Migration> = {
  '0001-foundation': foundation,
  '0002-activities': activities,
  '0003-check-in': checkIn,
  '0004-outbox': outbox,
  '0005-sales-core': salesCore,
  '0006-promo-codes': promoCodes,
  '0007-messages': messages,
  '0008-outbox-claim': outboxClaim,
  '0009-holds': holds,
  '0010-online-sales': onlineSales,
  '0011-door-hot-path': doorHotPath,
  '0012-ticket-counts': ticketCounts,
  '0013-guest-list': guestList,
  '0014-offline-check-in': offlineCheckIn,
  '0016-check-in-free-slot': checkInFreeSlot,
  '0018-sale-lock-stock': saleLockStock,
  '0019-sale-check-order': saleCheckOrder,
  '0020-guest-list-positions': guestListPositions,
  '0021-demo-organisation': demoOrganisation,
  '0022-refund-states': refundStates,
  '0023-hold-limits-payment-expiry': holdLimitsPaymentExpiry,
  '0025-api-keys': apiKeys,
  '0026-webhooks': webhooks,
  '0027-check-in-log': checkInLog,
  '0028-refund-started': refundStarted,
  '0029-door-links': doorLinks,
  '0030-waitlist': waitlist,
};
