import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TActivity } from '@usher/contract/activities';
import type { TEvent } from '@usher/contract/events';
import { ZErrorResponse, type TErrorResponse } from '@usher/contract/errors';
import { MESSAGES } from '@usher/contract/messages';
import type { TTicketVariant } from '@usher/contract/ticket-variants';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderRoutes } from '../../../test/render';
import { FreeCashTicketsScreen } from './free-cash-tickets-screen';

const activityId = '6a1f3c1e-2b4d-4e5f-8a9b-0c1d2e3f4a5b';
const eventId = '0f9c5a52-8d53-4c21-9f0e-1d2b3c4d5e6f';
const standardId = 'a3b1c2d3-0000-4000-8000-000000000001';
const guestListId = 'a3b1c2d3-0000-4000-8000-000000000002';

const activity: TActivity = {
  id: activityId,
  name: 'Jazz by the River',
  description: '',
  imageUrl: null,
  link: '',
  minAge: null,
  isOnline: false,
  onlineLink: null,
  address: null,
  isAddressRequired: false,
  isEmailRequired: false,
  isFullNameRequired: false,
  customField1: null,
  customField2: null,
  customField3: null,
  customField4: null,
  customField5: null,
  isPublished: true,
  isOneTimeAddressEditAvailable: null,
  qrLink: '',
  firstEventDate: null,
  lastEventDate: null,
  hasTicketVariants: true,
};

const event: TEvent = {
  id: eventId,
  activityId,
  startAt: '2030-07-01T18:30:00Z',
  endAt: '2030-07-01T21:30:00Z',
  doorsOpenAt: '2030-07-01T18:00:00Z',
  maxTicketCount: 100,
  soldCount: 12,
  ticketsSold: true,
  isReserved: true,
  isOver: false,
  activityName: 'Jazz by the River',
  activityPublished: true,
  hasGuestsEmails: false,
  waitingCount: 0,
  ticketVariantCards: [],
  checkedInData: [],
};

const variant = (id: string, name: string, overrides: Partial<TTicketVariant> = {}): TTicketVariant => ({
  id,
  eventId,
  name,
  description: null,
  price: 0,
  maxTicketCount: 50,
  isAffectEventTicketCount: true,
  soldTickets: 0,
  orderCount: 0,
  reservedCount: 0,
  imageUrl: null,
  ...overrides,
});
const variants = [
  variant(standardId, 'Standard', { price: 1500, soldTickets: 12, orderCount: 12, reservedCount: 3 }),
  variant(guestListId, 'Guest list', { maxTicketCount: 2 }),
];

const user = (permissions: string[]) => ({
  id: 'u1',
  name: 'Owner',
  email: 'owner@example.com',
  permissions,
  currentOrg: { guid: 'g1', name: 'Org' },
  organizations: [{ guid: 'g1', name: 'Org' }],
  extra: { organizationDetails: { qrLink: null } },
});

const fetchMock = mockFetch();
let orderAnswer: () => Response;
let promoAnswer: () => Response = () => json(404, { message: MESSAGES.promoUnknown });

function serve(
  options: { activity?: Partial<TActivity>; event?: Partial<TEvent>; permissions?: string[] } = {},
) {
  fetchMock.mockImplementation(async (input) => {
    const path = String(input);
    if (path === '/api/client/user') {
      return json(200, user(options.permissions ?? ['ROLE_MASTER', 'organization.control']));
    }
    if (path === `/api/client/activity/${activityId}`) return json(200, { ...activity, ...options.activity });
    if (path === `/api/client/event/${eventId}`) return json(200, { ...event, ...options.event });
    if (path === `/api/client/event/${eventId}/variants`) return json(200, { variants });
    if (path === '/api/client/order/free') return orderAnswer();
    if (path === '/api/client/promo/check') return promoAnswer();
    return json(404, { message: MESSAGES.notFound });
  });
  return renderRoutes(
    [
      { path: '/activity/:activityId/event/:eventId/free-cash-tickets', element: <FreeCashTicketsScreen /> },
      { path: '/activity/:activityId/event/:eventId/edit', element: <p>Event screen</p> },
    ],
    `/activity/${activityId}/event/${eventId}/free-cash-tickets`,
  );
}

const variantCalls = () =>
  fetchMock.mock.calls.filter(([path]) => path === `/api/client/event/${eventId}/variants`).length;
const orderCalls = () => fetchMock.mock.calls.filter(([path]) => path === '/api/client/order/free');
const sentOrder = () => JSON.parse(orderCalls()[0]![1]!.body as string);
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
const addOne = (name: string) => fireEvent.click(screen.getByRole('button', { name: `Add one ${name}` }));
const claim = async () => fireEvent.click(await screen.findByRole('button', { name: 'Claim' }));
/** Claims the chosen tickets; the receiver form opens once the choice is checked. */
const claimChosen = async () => {
  await claim();
  await screen.findByRole('textbox', { name: 'Phone' });
};
const issue = () => fireEvent.click(screen.getByRole('button', { name: 'Issue tickets' }));

beforeEach(() => {
  orderAnswer = () =>
    json(200, {
      orderReference: 'USH-0A1B2C3D',
      phoneNumber: '+447700900123',
      tickets: [{ ticketExternalId: 'x'.repeat(22), ticketUrl: `http://localhost/t/${'x'.repeat(22)}` }],
    });
});
afterEach(() => vi.restoreAllMocks());

describe('FreeCashTicketsScreen', () => {
  it('shows the date, the breadcrumbs and the sold / available counters per ticket type', async () => {
    serve();
    expect(await screen.findByRole('heading', { name: 'Jazz by the River' })).toBeTruthy();
    expect(screen.getByText('01 Jul 2030, 19:30 – 22:30')).toBeTruthy();
    const trail = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(trail).getByRole('link', { name: 'Manage Jazz by the River' }).getAttribute('href')).toBe(
      `/activity/${activityId}/manage`,
    );
    expect(within(trail).getByRole('link', { name: 'Event 01 Jul 2030, 19:30' }).getAttribute('href')).toBe(
      `/activity/${activityId}/event/${eventId}/edit`,
    );
    expect(within(trail).getByText('Free tickets')).toBeTruthy();
    expect(screen.getByTestId(`counters-${standardId}`).textContent).toBe('12 sold · 35 available');
    expect(screen.getByTestId(`counters-${guestListId}`).textContent).toBe('0 sold · 2 available');
  });

  it("claiming no tickets shows 'Please choose your tickets' above the selector and scrolls to it", async () => {
    const scroll = vi.spyOn(window.HTMLElement.prototype, 'scrollIntoView');
    serve();
    await claim();
    const line = await screen.findByRole('alert');
    expect(line.textContent).toBe(MESSAGES.chooseTickets);
    expect(
      line.compareDocumentPosition(screen.getByText('Standard')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await waitFor(() => expect(scroll).toHaveBeenCalled());
    expect(screen.queryByRole('textbox', { name: 'Phone' })).toBeNull();
    addOne('Standard');
    expect(screen.queryByText(MESSAGES.chooseTickets)).toBeNull();
  });

  it('stops + at the ticket type limit', async () => {
    serve();
    await screen.findByText('Guest list');
    addOne('Guest list');
    addOne('Guest list');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Add one Guest list' }).disabled).toBe(true);
  });

  it('asks only for the phone when the activity demands nothing else', async () => {
    serve();
    await screen.findByText('Standard');
    addOne('Standard');
    await claimChosen();
    issue();
    expect(await screen.findByText(MESSAGES.phoneRequired)).toBeTruthy();
    for (const label of ['Full name', 'Email', 'Country', 'City', 'Line 1', 'Post code']) {
      expect(screen.queryByRole('textbox', { name: label })).toBeNull();
    }
    expect(orderCalls()).toHaveLength(0);
  });

  it("shows every field the activity demands with its §5 message, '{label} is required' for custom fields", async () => {
    serve({
      activity: {
        isEmailRequired: true,
        isFullNameRequired: true,
        isAddressRequired: true,
        customField1: 'Dietary needs',
        customField3: 'T-shirt size',
      },
    });
    await screen.findByText('Standard');
    addOne('Standard');
    await claimChosen();
    issue();
    for (const message of [
      MESSAGES.phoneRequired,
      MESSAGES.fullNameRequired,
      MESSAGES.emailRequired,
      MESSAGES.countryRequired,
      MESSAGES.cityRequired,
      MESSAGES.line1Required,
      MESSAGES.postCodeRequired,
      MESSAGES.fieldRequired('Dietary needs'),
      MESSAGES.fieldRequired('T-shirt size'),
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(screen.getByRole('textbox', { name: 'Line 2' }).getAttribute('aria-invalid')).not.toBe('true');
    type('Email', 'not-an-email');
    issue();
    expect(await screen.findByText(MESSAGES.incorrectEmail)).toBeTruthy();
    expect(orderCalls()).toHaveLength(0);
  });

  it('checks the phone with libphonenumber: GB by default, + for other countries', async () => {
    serve();
    await screen.findByText('Standard');
    addOne('Standard');
    await claimChosen();
    type('Phone', '12');
    issue();
    expect(await screen.findByText(MESSAGES.incorrectPhone)).toBeTruthy();
    type('Phone', '+1 212 555 0100');
    issue();
    await waitFor(() => expect(orderCalls()).toHaveLength(1));
    expect(sentOrder().phoneNumber).toBe('+1 212 555 0100');
  });

  it('sends only what the activity asks for and shows the success dialog with the phone the server answers', async () => {
    serve({ activity: { isFullNameRequired: true, customField2: 'Table' } });
    await screen.findByText('Standard');
    addOne('Standard');
    addOne('Standard');
    addOne('Guest list');
    await claimChosen();
    type('Phone', ' 07700 900123 ');
    type('Full name', 'Mary Seacole');
    type('Table', '7');
    issue();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(MESSAGES.ticketsSentBySms('+447700900123'))).toBeTruthy();
    expect(within(dialog).getByText('USH-0A1B2C3D')).toBeTruthy();
    expect(sentOrder()).toEqual({
      phoneNumber: '07700 900123',
      fullName: 'Mary Seacole',
      email: null,
      address: null,
      customField1: null,
      customField2: '7',
      customField3: null,
      customField4: null,
      customField5: null,
      promoCode: null,
      items: [
        { identity: standardId, quantity: 2 },
        { identity: guestListId, quantity: 1 },
      ],
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Issue more tickets' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId(`quantity-${standardId}`).textContent).toBe('0');
    expect(screen.queryByRole('textbox', { name: 'Phone' })).toBeNull();
  });

  it('checks a promo code as it is typed, shows the discounted total and sends the code', async () => {
    promoAnswer = () =>
      json(200, {
        code: 'CASH5',
        percentageAmount: null,
        fixedAmount: 500,
        usesLeft: 10,
        ticketVariants: [
          { id: standardId, price: 1500, discountedPrice: 1000, isInScope: true },
          { id: guestListId, price: 0, discountedPrice: 0, isInScope: true },
        ],
      });
    serve();
    await screen.findByText('Standard');
    addOne('Standard');
    addOne('Standard');
    type('Promo code', 'cash-5');
    expect(await screen.findByText('Valid: £5.00 off each ticket it applies to. 10 uses left.')).toBeTruthy();
    expect(screen.getByTestId('to-collect').textContent).toBe(
      'To collect in cash: £30.00 £20.00 (£10.00 off)',
    );
    const [, init] = fetchMock.mock.calls.find(([path]) => path === '/api/client/promo/check')!;
    expect(JSON.parse(init!.body as string)).toEqual({ eventId, code: 'cash5' });
    await claimChosen();
    type('Phone', '07700 900123');
    issue();
    await screen.findByRole('dialog');
    expect(sentOrder().promoCode).toBe('cash5');
  });

  it.each([
    [409, MESSAGES.promoExpired],
    [404, MESSAGES.promoUnknown],
    [409, MESSAGES.promoUsedUp(0)],
  ])('shows the reason a code cannot be used (%i %s)', async (status, message) => {
    promoAnswer = () => json(status, { message });
    serve();
    await screen.findByText('Standard');
    addOne('Standard');
    type('Promo code', 'OLD');
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByTestId('to-collect').textContent).toBe('To collect in cash: £15.00');
  });

  it('goes back to the event screen from the success dialog', async () => {
    const { router } = serve();
    await screen.findByText('Standard');
    addOne('Standard');
    await claimChosen();
    type('Phone', '07700 900123');
    issue();
    fireEvent.click(await screen.findByRole('button', { name: 'Back to event' }));
    expect(await screen.findByText('Event screen')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/activity/${activityId}/event/${eventId}/edit`);
  });

  // The refusals as the server sends them (free-order.service.ts: `conflict(MESSAGES.notEnoughTickets, { items })`,
  // 409 event over, 409 not published, 503 busy, 400 repeated ticket type), each checked against the contract's
  // error shape so the mock cannot drift from what the API answers.
  it.each<[string, number, TErrorResponse, string]>([
    [
      'not enough tickets',
      409,
      { message: MESSAGES.notEnoughTickets, errors: { items: MESSAGES.notEnoughTickets } },
      MESSAGES.notEnoughTickets,
    ],
    ['event over', 409, { message: MESSAGES.eventOver }, MESSAGES.eventOver],
    ['not published', 409, { message: MESSAGES.activityNotPublished }, MESSAGES.activityNotPublished],
    ['busy', 503, { message: MESSAGES.ticketsBusy }, MESSAGES.ticketsBusy],
    [
      'repeated ticket type',
      400,
      { message: MESSAGES.invalidRequest, errors: { items: MESSAGES.repeatedTicketType } },
      MESSAGES.repeatedTicketType,
    ],
  ])(
    'shows the %s refusal on the ticket selection, refreshes the counters and keeps the form',
    async (_name, status, body, onSelection) => {
      const show = vi.spyOn(notifications, 'show');
      const scroll = vi.spyOn(window.HTMLElement.prototype, 'scrollIntoView');
      orderAnswer = () => json(status, ZErrorResponse.parse(body));
      serve();
      await screen.findByText('Standard');
      addOne('Standard');
      await claimChosen();
      const variantLoads = variantCalls();
      type('Phone', '07700 900123');
      issue();

      const line = await screen.findByRole('alert');
      expect(line.textContent).toBe(onSelection);
      expect(
        line.compareDocumentPosition(screen.getByText('Standard')) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
      await waitFor(() => expect(scroll).toHaveBeenCalled());
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: 'red', message: body.message }));
      await waitFor(() => expect(variantCalls()).toBeGreaterThan(variantLoads));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect((screen.getByRole('textbox', { name: 'Phone' }) as HTMLInputElement).value).toBe('07700 900123');
      expect(screen.getByTestId(`quantity-${standardId}`).textContent).toBe('1');

      addOne('Standard');
      expect(screen.queryByText(onSelection)).toBeNull();
    },
  );

  it("puts the server's 400 field messages on the fields", async () => {
    orderAnswer = () =>
      json(400, { message: MESSAGES.fillInAllRequired, errors: { email: MESSAGES.incorrectEmail } });
    serve({ activity: { isEmailRequired: true } });
    await screen.findByText('Standard');
    addOne('Standard');
    await claimChosen();
    type('Phone', '07700 900123');
    type('Email', 'mary@example.test');
    issue();
    expect(await screen.findByText(MESSAGES.incorrectEmail)).toBeTruthy();
  });

  it('says issuing is closed once the event is over', async () => {
    serve({ event: { isOver: true } });
    expect(await screen.findByText(MESSAGES.eventOver, { exact: false })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Claim' })).toBeNull();
  });

  it('says why nothing can be issued until the activity is published', async () => {
    serve({ activity: { isPublished: false } });
    expect(await screen.findByText(MESSAGES.activityNotPublished)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Claim' })).toBeNull();
  });

  it('shows the counters but no Claim without organisation control', async () => {
    serve({ permissions: ['ROLE_MASTER'] });
    await screen.findByText('Standard');
    expect(screen.queryByRole('button', { name: 'Claim' })).toBeNull();
  });
});
