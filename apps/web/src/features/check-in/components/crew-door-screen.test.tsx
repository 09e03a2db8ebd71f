import { Notifications } from '@mantine/notifications';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TDoorGuest, TDoorStartResponse } from '@usher/contract/door';
import { MESSAGES } from '@usher/contract/messages';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderRoutes } from '../../../test/render';
import { CrewDoorScreen } from './crew-door-screen';

const TOKEN = 'tok_4Fq9';
const START: TDoorStartResponse = {
  eventId: 'e1',
  activityName: 'Jazz night',
  eventStartAt: '2026-11-21T20:30:00Z',
  doorName: 'Main gate',
  ticketVariants: [{ id: 'v1', name: 'Standard' }],
};
const ADA: TDoorGuest = {
  ticketId: 't1',
  guestName: 'Ada Lovelace',
  ticketVariantName: 'Standard',
  orderReference: 'USH-ABCDEFGHJK',
  ticketNumber: 1,
  checkedInAt: null,
  checkedInBy: null,
};
const fetchMock = mockFetch();

type Answer = { status: number; body: unknown };

/** The door link's routes: each start answers the next of `starts`; the guest search answers `search`. */
function serve(starts: Answer[], search: Answer = { status: 200, body: { guests: [ADA] } }) {
  const asked: { path: string; body: unknown }[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    const path = String(input);
    asked.push({ path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (path === `/api/door/${TOKEN}/start`) {
      const answer = starts.shift()!;
      return json(answer.status, answer.body);
    }
    if (path.startsWith(`/api/door/${TOKEN}/guests?`)) return json(search.status, search.body);
    return json(404, { message: MESSAGES.notFound });
  });
  return asked;
}

function render(path = `/door/${TOKEN}/guests`) {
  return renderRoutes(
    [
      {
        path: '/door/:token/guests',
        element: (
          <>
            <Notifications />
            <CrewDoorScreen screen="guests" />
          </>
        ),
      },
    ],
    path,
  );
}

const start = (deviceName: string, pin: string) => {
  fireEvent.change(screen.getByRole('textbox', { name: /Your name and place/ }), {
    target: { value: deviceName },
  });
  fireEvent.change(screen.getByLabelText(/^PIN/), { target: { value: pin } });
  fireEvent.click(screen.getByRole('button', { name: 'Start' }));
};

beforeEach(() => sessionStorage.clear());

describe('the crew page', () => {
  it('asks for a name, says a wrong PIN under the PIN, and opens the door on the right one', async () => {
    const asked = serve([
      { status: 401, body: { message: MESSAGES.wrongPin } },
      { status: 200, body: START },
    ]);
    render();
    start('  ', '12');
    expect(await screen.findByText(MESSAGES.deviceNameRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.doorPinDigits)).toBeTruthy();
    expect(asked).toEqual([]);

    start('Sam at gate A', '1111');
    expect(await screen.findByText(MESSAGES.wrongPin)).toBeTruthy();
    start('Sam at gate A', '2468');
    expect(await screen.findByRole('heading', { name: 'Main gate' })).toBeTruthy();
    expect(screen.getByText('Admits: Standard')).toBeTruthy();
    // Once open, the page also downloads the offline copy: only the starts are compared.
    const starts = asked.filter((call) => call.path === `/api/door/${TOKEN}/start`);
    expect(starts.map((call) => call.body)).toEqual([
      { deviceName: 'Sam at gate A', pin: '1111' },
      { deviceName: 'Sam at gate A', pin: '2468' },
    ]);
  });

  it('sends no PIN when none is typed, and shows why a link does not open', async () => {
    const asked = serve([
      { status: 410, body: { message: MESSAGES.doorLinkNotValidYet } },
      { status: 429, body: { message: MESSAGES.tooManyWrongPins } },
    ]);
    render();
    start('Sam', '');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Door link closed')).toBeTruthy();
    expect(within(alert).getByText(MESSAGES.doorLinkNotValidYet)).toBeTruthy();
    expect(asked[0]!.body).toEqual({ deviceName: 'Sam', pin: null });
    start('Sam', '2468');
    expect(await screen.findByText(MESSAGES.tooManyWrongPins)).toBeTruthy();
    expect(screen.getByText('Locked for now')).toBeTruthy();
  });

  it('searches from 3 characters only, and closes the door when the link is revoked', async () => {
    sessionStorage.setItem(`usher.door-link.${TOKEN}`, JSON.stringify(START));
    const asked = serve([], { status: 401, body: { message: MESSAGES.doorLinkNoLongerValid } });
    render();
    const search = screen.getByRole('searchbox', { name: 'Find a guest' });
    fireEvent.change(search, { target: { value: 'Ad' } });
    expect(screen.getByText(MESSAGES.doorSearchTooShort)).toBeTruthy();
    expect(asked).toEqual([]);

    fireEvent.change(search, { target: { value: 'Ada' } });
    expect(await screen.findByRole('heading', { name: 'Door closed' })).toBeTruthy();
    expect(screen.getByText(MESSAGES.doorLinkNoLongerValid)).toBeTruthy();
    expect(asked.map((call) => call.path)).toEqual([`/api/door/${TOKEN}/guests?search=Ada`]);
    expect(sessionStorage.getItem(`usher.door-link.${TOKEN}`)).toBeNull();
  });
});
