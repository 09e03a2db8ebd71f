import type { ColumnType, Generated, GeneratedAlways, Kysely } from 'kysely';
import type { TDoorOfflineScanResult } from '@usher/contract/door';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export type AddressJson = {
  country: string;
  city: string;
  line1: string;
  line2: string | null;
  postCode: string;
};

export interface UserTable {
  id: Generated<string>;
  email: string;
  name: string;
  password_hash: string | null;
  oidc_issuer: string | null;
  oidc_subject: string | null;
  current_organization_id: string | null;
  created_at: CreatedAt;
}

export interface OrganizationTable {
  id: Generated<string>;
  name: string;
  avatar_url: string | null;
  description: string | null;
  phone: string | null;
  email: string | null;
  address: Json<AddressJson> | null;
  link: string | null;
  email_notifications: Generated<boolean>;
  tag_manager_id: string | null;
  is_approved: Generated<boolean>;
  has_merchant_data: Generated<boolean>;
  promotion_enabled: Generated<boolean>;
  promotion_description: string | null;
  short_code: string | null;
  stripe_account_id: string | null;
  stripe_charges_enabled: Generated<boolean>;
  /** The demo organiser (migration 0021): it may take test payments without `TEST_PAYMENTS`. */
  is_demo: Generated<boolean>;
  created_at: CreatedAt;
}

export interface MembershipTable {
  organization_id: string;
  user_id: string;
  roles: string[];
  permissions: string[];
  created_at: CreatedAt;
}

export interface SessionTable {
  id_hash: string;
  user_id: string;
  created_at: CreatedAt;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  user_agent: string | null;
}

export interface LoginAttemptTable {
  id: Generated<string>;
  key: string;
  attempted_at: CreatedAt;
}

export interface AppSecretTable {
  name: string;
  value: string;
}

export interface UploadTable {
  id: Generated<string>;
  organization_id: string;
  url: string;
  content_type: string;
  size_bytes: number;
  uploaded_by: string;
  created_at: CreatedAt;
}

export interface ActivityTable {
  id: Generated<string>;
  organization_id: string;
  name: string;
  description: string;
  image_url: string | null;
  min_age: ColumnType<string | null, number | null, number | null>;
  is_online: boolean;
  online_link: string | null;
  address: Json<AddressJson> | null;
  is_address_required: boolean;
  is_email_required: boolean;
  is_full_name_required: boolean;
  custom_field1: string | null;
  custom_field2: string | null;
  custom_field3: string | null;
  custom_field4: string | null;
  custom_field5: string | null;
  is_published: Generated<boolean>;
  is_one_time_address_edit_available: boolean | null;
  short_code: string;
  waitlist_enabled: Generated<boolean>;
  waitlist_offer_minutes: Generated<number>;
  created_at: CreatedAt;
}

export interface EventTable {
  id: Generated<string>;
  organization_id: string;
  activity_id: string;
  start_at: Timestamp;
  end_at: Timestamp | null;
  doors_open_at: Timestamp | null;
  max_ticket_count: number | null;
  created_at: CreatedAt;
}

export interface TicketVariantTable {
  id: Generated<string>;
  organization_id: string;
  event_id: string;
  name: string;
  description: string | null;
  price_pence: number;
  max_ticket_count: number | null;
  is_affect_event_ticket_count: boolean;
  image_url: string | null;
  position: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
}

export interface ReservationTable {
  id: Generated<string>;
  organization_id: string;
  event_id: string;
  ticket_variant_id: string;
  quantity: number;
  expires_at: Timestamp;
  created_at: CreatedAt;
}

export interface HoldTable {
  id: Generated<string>;
  organization_id: string;
  event_id: string;
  expires_at: Timestamp;
  released_at: Timestamp | null;
  checked_out_at: Timestamp | null;
  /** The client address block that placed it (IPv4 address, IPv6 /64), to limit one client's live holds. */
  client_address: string | null;
  created_at: CreatedAt;
}

export type WaitlistStatus = 'waiting' | 'offered' | 'purchased' | 'expired' | 'left' | 'removed';

/** Issue 31: a person waiting for places of a ticket type; the sales core's, as its offers are holds. */
export interface WaitlistEntryTable {
  id: Generated<string>;
  organization_id: string;
  event_id: string;
  ticket_variant_id: string;
  /** The joining order (an identity). */
  position: ColumnType<string, never, never>;
  quantity: number;
  full_name: string;
  email: string;
  phone_number: string | null;
  status: ColumnType<WaitlistStatus, WaitlistStatus | undefined, WaitlistStatus>;
  created_at: CreatedAt;
  offered_at: Timestamp | null;
  offer_expires_at: Timestamp | null;
  hold_id: string | null;
  order_id: string | null;
}

export interface HoldLineTable {
  hold_id: string;
  ticket_variant_id: string;
  quantity: number;
}

/** A ticket type's valid tickets sold and checked in, as sums over its slots (see migration 0012). */
export interface TicketCountTable {
  ticket_variant_id: string;
  slot: number;
  organization_id: string;
  event_id: string;
  sold: Generated<number>;
  checked_in: Generated<number>;
}

export interface OrderTable {
  id: Generated<string>;
  organization_id: string;
  event_id: string;
  reference: string;
  kind: 'free' | 'cash' | 'online';
  phone: string | null;
  email: string | null;
  full_name: string | null;
  address: Json<AddressJson> | null;
  custom_field1: string | null;
  custom_field2: string | null;
  custom_field3: string | null;
  custom_field4: string | null;
  custom_field5: string | null;
  applied_promo: string | null;
  promo_code_id: string | null;
  created_by: string | null;
  created_at: CreatedAt;
  status: Generated<OrderStatus>;
  hold_id: string | null;
  total_pence: ColumnType<number, number | undefined, number>;
  discount_pence: ColumnType<number, number | undefined, number>;
  payment_provider: 'stripe' | 'test' | null;
  payment_session_id: string | null;
  payment_intent_id: string | null;
  payment_account_id: string | null;
  paid_at: Timestamp | null;
  cancelled_at: Timestamp | null;
  refunded_at: Timestamp | null;
  /** When the customer's bank disputed the payment (migration 0022). */
  disputed_at: Timestamp | null;
  /** What went wrong with the order's money that the organiser must see: a refund refused, a notice not acted on. */
  payment_problem: string | null;
  /** When the order was marked `refund_pending` and its refund handed to the provider (migration 0028). */
  refund_started_at: Timestamp | null;
  /** Moved by triggers on every change of the order or of its tickets (migration 0025): the API syncs by it. */
  updated_at: Generated<Date>;
}

export type OrderStatus = 'pending' | 'paid' | 'cancelled' | 'refund_pending' | 'refunded' | 'expired';

/** A priced line of an order sold online: its tickets are issued from it once the order is paid. */
export interface OrderLineTable {
  order_id: string;
  ticket_variant_id: string;
  quantity: number;
  unit_price_pence: number;
  discounted_unit_price_pence: number;
  promo_code_id: string | null;
}

/** A payment provider's webhook event, recorded when acted on so a second delivery changes nothing. */
export interface PaymentEventTable {
  provider: string;
  event_id: string;
  type: string;
  received_at: CreatedAt;
}

export interface TicketTable {
  id: Generated<string>;
  organization_id: string;
  order_id: string;
  event_id: string;
  ticket_variant_id: string;
  external_id: string;
  check_in_code: string;
  ticket_index: number;
  group_size: number;
  status: Generated<'valid' | 'cancelled'>;
  checked_in_at: Timestamp | null;
  checked_in_by: string | null;
  checked_in_device: string | null;
  checked_in_method: 'scan' | 'manual' | null;
  /** The scan nonce that checked the ticket in, so a retry of that scan is answered green again. */
  checked_in_nonce: string | null;
  /** Who checked the ticket in, as the door shows it: a user's email, or a door link with its device name. */
  checked_in_by_name: string | null;
  /** The door link that checked the ticket in now (migration 0029); cleared by an undo. */
  checked_in_door_link_id: string | null;
  price_pence: ColumnType<number, number | undefined, number>;
  discount_pence: ColumnType<number, number | undefined, number>;
  promo_code_id: string | null;
  created_at: CreatedAt;
  /** The ticket's place in its date's guest list: the order tickets were issued in (migration 0020). */
  list_position: Generated<string>;
  /** The transaction that last inserted the ticket or changed its status or check-in (set by the database). */
  changed_txid: Generated<string>;
}

/** A check-in, undo or refused scan of a date, and who did it (migration 0027). */
export interface CheckInLogTable {
  id: GeneratedAlways<string>;
  organization_id: string;
  event_id: string;
  ticket_id: string;
  action: 'checkIn' | 'undo' | 'refused';
  at: ColumnType<Date, Date | undefined, never>;
  color: 'green' | 'orange' | 'red' | null;
  message: string | null;
  reason: string | null;
  by_kind: 'user' | 'doorLink';
  by_user_id: string | null;
  by_door_link_id: string | null;
  by_name: string;
  by_device_name: string | null;
}

/** A date's valid tickets in one run of 1,024 places of the guest list (migration 0020), kept by triggers. */
export interface GuestListBucketTable {
  organization_id: string;
  event_id: string;
  bucket: string;
  guests: number;
}

export interface CheckInRequestTable {
  organization_id: string;
  nonce: string;
  event_id: string;
  ticket_id: string | null;
  created_at: CreatedAt;
}

/** An offline scan uploaded by a door device, kept by nonce with the answer it got (issue 18). */
export interface OfflineScanTable {
  organization_id: string;
  nonce: string;
  event_id: string;
  device_id: string;
  scanned_at: Timestamp;
  result: Json<TDoorOfflineScanResult> | null;
  created_at: CreatedAt;
}

export interface OutboxMessageTable {
  id: Generated<string>;
  organization_id: string;
  /** 'payment': the provider is asked to close a payment (its session id the recipient), not a message sent. */
  channel: 'email' | 'sms' | 'payment';
  recipient: string;
  subject: string | null;
  /** Null for a send's rows: the text is composed at delivery from the send. */
  body_text: string | null;
  body_html: string | null;
  attachment_order_id: string | null;
  status: Generated<'pending' | 'sending' | 'sent' | 'failed' | 'cancelled'>;
  attempts: Generated<number>;
  last_error: string | null;
  provider_message_id: string | null;
  enqueued_at: Timestamp | null;
  created_at: CreatedAt;
  sent_at: Timestamp | null;
  send_id: Generated<string | null>;
  /** A scheduled send's rows wait until then. */
  not_before: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** A 'payment' row's connected account (Stripe Connect), null for the platform's own. */
  payment_account_id: string | null;
}

export interface MailingListTable {
  id: Generated<string>;
  organization_id: string;
  name: string;
  created_by: string | null;
  created_at: CreatedAt;
}

export interface MailingListReceiverTable {
  id: Generated<string>;
  mailing_list_id: string;
  seq: Generated<string>;
  email: string | null;
  phone: string | null;
}

export interface UnsubscribeTable {
  organization_id: string;
  address: string;
  created_at: CreatedAt;
}

export interface MailingSendTable {
  id: Generated<string>;
  organization_id: string;
  channel: 'email' | 'sms';
  subject: string | null;
  content: string;
  event_id: string | null;
  recipients: number;
  duplicates: Generated<number>;
  unsubscribed: Generated<number>;
  scheduled_for: Timestamp | null;
  cancelled_at: Timestamp | null;
  created_by: string | null;
  created_at: CreatedAt;
}

export interface PromoCodeTable {
  id: Generated<string>;
  organization_id: string;
  code: string;
  percentage_amount: number | null;
  fixed_amount: number | null;
  valid_until: Timestamp;
  applies_at_all: boolean;
  max_uses: number | null;
  is_deleted: Generated<boolean>;
  deleted_at: Timestamp | null;
  created_by: string | null;
  created_at: CreatedAt;
}

export interface PromoCodeTargetTable {
  promo_code_id: string;
  activity_id: string | null;
  event_id: string | null;
  ticket_variant_id: string | null;
}

/** An organiser's key to `/api/v1` (issue 29 §1): only the SHA-256 of the key is kept. */
export interface ApiKeyTable {
  id: Generated<string>;
  organization_id: string;
  created_by: string;
  name: string;
  scopes: string[];
  key_hash: string;
  key_prefix: string;
  created_at: CreatedAt;
  last_used_at: Timestamp | null;
  revoked_at: Timestamp | null;
}

/** A date's door link for the crew (issue 30, migration 0029): its token and PIN stored only as hashes. */
export interface DoorLinkTable {
  id: Generated<string>;
  organization_id: string;
  event_id: string;
  name: string;
  token_hash: string;
  token_hint: string;
  /** Empty: every ticket type of the date. */
  ticket_variant_ids: string[];
  pin_hash: string | null;
  valid_from: Timestamp | null;
  valid_until: Timestamp | null;
  revoked_at: Timestamp | null;
  created_by: string | null;
  created_at: CreatedAt;
  last_used_at: Timestamp | null;
}

/** A crew phone's session of a door link: the cookie's value stored only as its SHA-256. */
export interface DoorSessionTable {
  id: Generated<string>;
  door_link_id: string;
  token_hash: string;
  device_name: string;
  created_at: CreatedAt;
}

/** Wrong PINs of a door link from one client address in the window that started with the first of them. */
export interface DoorPinAttemptTable {
  door_link_id: string;
  client_address: string;
  attempts: number;
  window_started_at: Timestamp;
}

/** An organiser's webhook endpoint (issue 29 §2); its secret signs every delivery and is shown once. */
export interface WebhookTable {
  id: Generated<string>;
  organization_id: string;
  url: string;
  events: string[];
  secret: string;
  status: Generated<'active' | 'disabled'>;
  /** The first failed attempt since the last delivered one: three days of failing disables the webhook. */
  failing_since: Timestamp | null;
  created_at: CreatedAt;
}

/** One event for one endpoint, written by the change's own transaction (triggers of migration 0026). */
export interface WebhookMessageTable {
  id: Generated<string>;
  seq: Generated<string>;
  /** The event's id: the `webhook-id` of every attempt, the same for each endpoint. */
  event_id: string;
  webhook_id: string;
  organization_id: string;
  type: string;
  /** The order (or, for `event.updated`, the date) whose events go out in the order they were made. */
  sequence_key: string;
  order_id: string | null;
  ticket_id: string | null;
  date_id: string | null;
  checked_in_at: Timestamp | null;
  /** The JSON body, composed at the first attempt and sent unchanged on every retry. */
  body: string | null;
  status: Generated<'pending' | 'sending' | 'delivered' | 'failed'>;
  attempts: Generated<number>;
  next_attempt_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_at: CreatedAt;
}

/** One attempt to deliver a webhook message: the deliveries the organiser sees. */
export interface WebhookAttemptTable {
  id: Generated<string>;
  message_id: string;
  webhook_id: string;
  organization_id: string;
  attempt: number;
  status: 'delivered' | 'failed';
  response_status: number | null;
  duration_ms: number;
  error: string | null;
  next_attempt_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface Database {
  users: UserTable;
  organizations: OrganizationTable;
  memberships: MembershipTable;
  sessions: SessionTable;
  login_attempts: LoginAttemptTable;
  app_secrets: AppSecretTable;
  uploads: UploadTable;
  activities: ActivityTable;
  events: EventTable;
  ticket_variants: TicketVariantTable;
  reservations: ReservationTable;
  holds: HoldTable;
  hold_lines: HoldLineTable;
  waitlist_entries: WaitlistEntryTable;
  orders: OrderTable;
  order_lines: OrderLineTable;
  payment_events: PaymentEventTable;
  tickets: TicketTable;
  check_in_log: CheckInLogTable;
  ticket_counts: TicketCountTable;
  guest_list_buckets: GuestListBucketTable;
  check_in_requests: CheckInRequestTable;
  offline_scans: OfflineScanTable;
  outbox_messages: OutboxMessageTable;
  promo_codes: PromoCodeTable;
  promo_code_targets: PromoCodeTargetTable;
  mailing_lists: MailingListTable;
  mailing_list_receivers: MailingListReceiverTable;
  unsubscribes: UnsubscribeTable;
  mailing_sends: MailingSendTable;
  api_keys: ApiKeyTable;
  door_links: DoorLinkTable;
  door_sessions: DoorSessionTable;
  door_pin_attempts: DoorPinAttemptTable;
  webhooks: WebhookTable;
  webhook_messages: WebhookMessageTable;
  webhook_attempts: WebhookAttemptTable;
}

export type Db = Kysely<Database>;
