import { Notifications, notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TEvent } from '@usher/contract/events';
import { MESSAGES } from '@usher/contract/messages';
import { setCsrfToken } from '../../../lib/api-client';
import { renderRoutes } from '../../../test/render';
import { DeleteDateButton } from './delete-date-button';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setCsrfToken('t');
});
afterEach(() => {
  act(() => notifications.clean());
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const event = { id: 'e1', activityId: 'a1', activityPublished: true } as TEvent;

function renderButton() {
  return renderRoutes(
    [
      {
        path: '/activity/a1/event/e1/edit',
        element: (
          <>
            <Notifications />
            <DeleteDateButton event={event} />
          </>
        ),
      },
      { path: '/activity/a1/manage', element: <Notifications /> },
    ],
    '/activity/a1/event/e1/edit',
  );
}

async function confirmDelete() {
  fireEvent.click(screen.getByRole('button', { name: 'Delete date' }));
  const dialog = within(await screen.findByRole('dialog'));
  expect(dialog.getByText('Are you sure you want to delete this date?')).toBeTruthy();
  fireEvent.click(dialog.getByRole('button', { name: 'Yes' }));
}

describe('DeleteDateButton', () => {
  it('says the activity was unpublished when the server took it offline with its last date', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { result: true, activityUnpublished: true }));
    fetchMock.mockResolvedValue(json(200, {}));
    const { router } = renderButton();
    await confirmDelete();

    expect(await screen.findByText(MESSAGES.activityUnpublishedWithLastDate)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/activity/a1/manage'));
    // One call: the delete. No reading of the date lists, no second unpublish.
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts.map(([path]) => path)).toEqual(['/api/client/event/e1/delete']);
    expect(fetchMock.mock.calls.some(([path]) => String(path).includes('/events'))).toBe(false);
  });

  it('says the date was deleted when the activity stays as it was', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { result: true, activityUnpublished: false }));
    fetchMock.mockResolvedValue(json(200, {}));
    const { router } = renderButton();
    await confirmDelete();

    expect(await screen.findByText(MESSAGES.dateDeleted)).toBeTruthy();
    expect(screen.queryByText(MESSAGES.activityUnpublishedWithLastDate)).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/activity/a1/manage'));
  });

  it('stays on the date with the server message when the delete is refused', async () => {
    fetchMock.mockResolvedValueOnce(json(409, { message: MESSAGES.eventLocked }));
    const { router } = renderButton();
    await confirmDelete();

    expect(await screen.findByText(MESSAGES.eventLocked)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/activity/a1/event/e1/edit');
  });
});
