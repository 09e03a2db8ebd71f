import { Notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TCreatedDoorLink, TDoorLink } from '@usher/contract/door-links';
import { MESSAGES } from '@usher/contract/messages';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';
import { DoorLinksSection } from './door-links-section';

const EVENT = 'e1';
const TYPES = [
  { id: 'v1', name: 'Standard' },
  { id: 'v2', name: 'VIP' },
];
const LINK: TDoorLink = {
  id: 'l1',
  name: 'Main gate',
  tokenHint: 'x9Qz',
  ticketVariantIds: ['v2'],
  hasPin: true,
  validFrom: null,
  validUntil: null,
  revokedAt: null,
  createdAt: '2026-11-21T18:00:00Z',
  checkedInCount: 3,
  lastUsedAt: null,
};
const CREATED: TCreatedDoorLink = { ...LINK, url: 'http://usher.test/door/abcdefghijklmnopqrstuvwx9Qz' };
const fetchMock = mockFetch();

type Answer = { status: number; body: unknown };

/** The date's links; each create answers the next of `creates`. */
function serve(links: TDoorLink[], creates: Answer[] = []) {
  const created: unknown[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    const path = String(input);
    if (path === `/api/client/event/${EVENT}/door-links` && init?.method === 'POST') {
      created.push(JSON.parse(String(init.body)));
      const answer = creates.shift()!;
      return json(answer.status, answer.body);
    }
    if (path === `/api/client/event/${EVENT}/door-links`) return json(200, { doorLinks: links });
    return json(404, { message: MESSAGES.notFound });
  });
  return created;
}

function render() {
  renderAt(
    '/',
    '/',
    <>
      <Notifications />
      <DoorLinksSection eventId={EVENT} ticketTypes={TYPES} />
    </>,
  );
}

async function openForm() {
  fireEvent.click(await screen.findByRole('button', { name: 'New door link' }));
  return within(await screen.findByRole('dialog', { name: 'New door link' }));
}

// The form loads when opened (its date pickers): loaded once here, so no test waits on a cold import.
beforeAll(() => import('./door-link-form'), 30_000);

describe('Door links', { timeout: 15_000 }, () => {
  it('lists a link by name and token hint with its ticket types, count and state', async () => {
    serve([
      LINK,
      { ...LINK, id: 'l2', name: 'Side door', ticketVariantIds: [], revokedAt: '2026-11-21T19:00:00Z' },
    ]);
    render();
    const cards = await screen.findAllByRole('listitem');
    expect(cards[0]!.textContent).toContain('Main gate …x9Qz');
    expect(cards[0]!.textContent).toContain('VIP · PIN');
    expect(cards[0]!.textContent).toContain('Checked in 3 · Last use: Not used yet');
    expect(within(cards[0]!).getByText('Active')).toBeTruthy();
    expect(within(cards[0]!).getByRole('button', { name: 'Revoke Main gate' })).toBeTruthy();
    expect(cards[1]!.textContent).toContain('All ticket types');
    expect(within(cards[1]!).getByText('Revoked')).toBeTruthy();
    expect(within(cards[1]!).queryByRole('button', { name: /Revoke/ })).toBeNull();
  });

  it('checks the form before sending, puts the server’s word on its field, and shows the link once', async () => {
    const created = serve(
      [],
      [
        {
          status: 400,
          body: { message: 'Please check', errors: { validUntil: MESSAGES.doorValidUntilInvalid } },
        },
        { status: 201, body: CREATED },
      ],
    );
    render();
    const form = await openForm();
    fireEvent.click(await form.findByRole('button', { name: 'Create link' }, { timeout: 5000 }));
    expect(await form.findByText(MESSAGES.doorLinkNameRequired)).toBeTruthy();
    fireEvent.change(form.getByRole('textbox', { name: /Name/ }), { target: { value: 'Main gate' } });
    fireEvent.change(form.getByLabelText(/^PIN/), { target: { value: '12a' } });
    fireEvent.click(form.getByRole('button', { name: 'Create link' }));
    expect(await form.findByText(MESSAGES.doorPinDigits)).toBeTruthy();
    expect(created).toEqual([]);

    fireEvent.change(form.getByLabelText(/^PIN/), { target: { value: '' } });
    fireEvent.click(form.getByRole('button', { name: 'Create link' }));
    expect(await form.findByText(MESSAGES.doorValidUntilInvalid)).toBeTruthy();
    fireEvent.click(form.getByRole('button', { name: 'Create link' }));

    const shown = within(await screen.findByRole('dialog', { name: 'Door link “Main gate”' }));
    expect((shown.getByRole('textbox', { name: 'Door link' }) as HTMLInputElement).value).toBe(CREATED.url);
    expect(shown.getByText(MESSAGES.doorLinkCreated)).toBeTruthy();
    expect(created).toEqual([
      { name: 'Main gate', ticketVariantIds: [], pin: null, validFrom: null, validUntil: null },
      { name: 'Main gate', ticketVariantIds: [], pin: null, validFrom: null, validUntil: null },
    ]);
    fireEvent.click(shown.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByText(CREATED.url)).toBeNull());
  });
});
