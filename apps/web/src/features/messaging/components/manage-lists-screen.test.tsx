import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@usher/contract/messages';
import { renderAt } from '../../../test/render';
import { ManageListsScreen } from './manage-lists-screen';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const organiser = { permissions: ['ROLE_MASTER', 'organization.control'] };

function renderLists(lists: unknown, user: unknown = organiser) {
  fetchMock.mockImplementation(async (input) =>
    json(String(input).includes('/api/client/user') ? user : lists),
  );
  renderAt('/messages/manage-lists', '/messages/manage-lists', <ManageListsScreen />);
}

const receiver = { id: null, email: 'ada@example.com', phone: null, checked: true, unsubscribed: false };

describe('ManageListsScreen', () => {
  it('says so when there are no lists of either kind', async () => {
    renderLists({ userMailingLists: [], defaultMailingLists: [] });
    expect(await screen.findByText(MESSAGES.noOwnLists)).toBeTruthy();
    expect(screen.getByText('You currently do not have default lists')).toBeTruthy();
  });

  it('shows own lists with Edit and built-in lists with Show, each with its receiver count', async () => {
    renderLists({
      userMailingLists: [{ id: 'b4a1', name: 'Friends', isDefault: false, receivers: [receiver, receiver] }],
      defaultMailingLists: [{ id: 'all-guests', name: 'All guests', isDefault: true, receivers: [receiver] }],
    });
    const own = within(await screen.findByRole('article', { name: 'Friends' }));
    expect(own.getByText('2 receivers')).toBeTruthy();
    expect(own.getByRole('link', { name: 'Edit Friends' }).getAttribute('href')).toBe(
      '/messages/manage-lists/edit/b4a1',
    );
    const builtIn = within(screen.getByRole('article', { name: 'All guests' }));
    expect(builtIn.getByText('1 receiver')).toBeTruthy();
    expect(builtIn.getByRole('link', { name: 'Show All guests' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Add New List' })).toBeTruthy();
  });
});
