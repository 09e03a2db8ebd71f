import { Notifications, notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@usher/contract/messages';
import { setCsrfToken } from '../../../lib/api-client';
import { renderRoutes } from '../../../test/render';
import { PublishPrompt } from './publish-prompt';
import { isPublishPromptPostponed } from './publish-prompt-memory';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setCsrfToken('t');
});
afterEach(() => {
  sessionStorage.clear();
  act(() => notifications.clean());
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const activityId = '4a1e8f0e-3a54-4d0b-9f4e-5f6a7b8c9d0e';

function renderPrompt() {
  const onDone = vi.fn();
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <>
            <Notifications />
            <PublishPrompt activityId={activityId} opened onDone={onDone} />
          </>
        ),
      },
    ],
    '/',
  );
  return onDone;
}

describe('PublishPrompt', () => {
  it('asks the §4 question, leaves the activity alone on Do it later and remembers it for the session', async () => {
    const onDone = renderPrompt();
    expect(await screen.findByText(MESSAGES.publishPrompt)).toBeTruthy();
    expect(isPublishPromptPostponed(activityId)).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Do it later' }));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(isPublishPromptPostponed(activityId)).toBe(true);
    expect(isPublishPromptPostponed('another-activity')).toBe(false);
  });

  it('publishes, says so, then goes on', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { id: activityId, isPublished: true }));
    fetchMock.mockResolvedValue(json(200, {}));
    const onDone = renderPrompt();
    fireEvent.click(await screen.findByRole('button', { name: 'Publish now' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]![0]).toBe(`/api/client/activity/${activityId}/publish`);
    expect(fetchMock.mock.calls[0]![1]?.method).toBe('POST');
    expect(await screen.findByText(MESSAGES.activityPublished)).toBeTruthy();
  });

  it('goes on even when publishing is refused, with the server message', async () => {
    fetchMock.mockResolvedValueOnce(json(409, { message: MESSAGES.publishNeedsDateAndTicket }));
    const onDone = renderPrompt();
    fireEvent.click(await screen.findByRole('button', { name: 'Publish now' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(await screen.findByText(MESSAGES.publishNeedsDateAndTicket)).toBeTruthy();
    expect(screen.queryByText(MESSAGES.activityPublished)).toBeNull();
  });
});
