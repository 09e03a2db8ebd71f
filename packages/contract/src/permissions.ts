/** The roles and the permission of §6, and its table row by row. The API answers 403 from it; the web app hides from it. */
export const ROLES = ['ROLE_MASTER', 'ROLE_admin', 'ROLE_controller'] as const;
export type TRole = (typeof ROLES)[number];
export const ORGANIZATION_CONTROL = 'organization.control';
export const GRANTS = [...ROLES, ORGANIZATION_CONTROL] as const;
export type TGrant = (typeof GRANTS)[number];

type Rule = (grants: readonly string[]) => boolean;
const anySignedIn: Rule = () => true;
const masterOrAdmin: Rule = (g) => g.includes('ROLE_MASTER') || g.includes('ROLE_admin');
const masterOnly: Rule = (g) => g.includes('ROLE_MASTER');
const masterWithControl: Rule = (g) => g.includes('ROLE_MASTER') && g.includes(ORGANIZATION_CONTROL);
const doorStaff: Rule = (g) =>
  g.includes('ROLE_MASTER') || g.includes('ROLE_admin') || g.includes('ROLE_controller');

/** One row per row of the §6 table. */
export const PERMISSION_TABLE = {
  /** Events list, check-in home, FAQ */
  viewEvents: anySignedIn,
  /** Promo codes, Messages routes, Add links, edit icon, publish, event/ticket/activity save and delete, sending */
  manageEvents: masterOrAdmin,
  /** Promotion settings, Analytics, free-cash-tickets route */
  manageOrganiserMarketing: masterOnly,
  /** Free/cash ticket issuing and sending */
  issueFreeTickets: masterWithControl,
  /** Settings menu, Organizer settings button, settings save and logo, create organiser */
  controlOrganisation: masterWithControl,
  /** Check-in Scan QR and guest list routes and buttons */
  checkIn: doorStaff,
  /** Sales and orders of a date (issue 16 §3) */
  viewSales: masterOrAdmin,
  /** The date's check-in log: who checked in, undid or was refused whom (issue 30 §3) */
  viewCheckInLog: masterOrAdmin,
  /** The date's door links for the crew: create, list, revoke (issue 30 §1) */
  manageDoorLinks: masterOrAdmin,
  /** Cancel and refund an order (issue 16 §3) */
  cancelOrders: masterWithControl,
  /** The waiting list: its settings, its entries and removing one (issue 31 §1, §4) */
  manageWaitlist: masterOrAdmin,
} as const satisfies Record<string, Rule>;
export type TCapability = keyof typeof PERMISSION_TABLE;

export function can(grants: readonly string[], capability: TCapability): boolean {
  return PERMISSION_TABLE[capability](grants);
}
