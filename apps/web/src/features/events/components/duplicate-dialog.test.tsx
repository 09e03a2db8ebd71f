import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TEvent } from '@usher/contract/events';
import { MESSAGES } from '@usher/contract/messages';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';
import { DuplicateDialog } from './duplicate-dialog';

const event = {
  id: '0f9c5a52-8d53-4c21-9f0e-1d2b3c4d5e6f',
  activityId: '4a1e8f0e-3a54-4d0b-9f4e-5f6a7b8c9d0e',
  startAt: '2099-06-10T18:30:00Z',
} as TEvent;

function Harness() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button onClick={() => setOpened(true)}>Open</Button>
      <DuplicateDialog event={event} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}

const fetchMock = mockFetch();
afterEach(() => vi.restoreAllMocks());

/**
 * Opens a date picker, which shows the month of the date being copied (June 2099), and picks a day of it.
 * The calendar is still fading in, so its buttons count as hidden; no other button has these names.
 */
async function pickInJune2099(label: string, day: number): Promise<string> {
  fireEvent.click(screen.getByRole('button', { name: label }));
  // The calendar last opened is the last in the page; an earlier one may still be fading out.
  expect((await screen.findAllByRole('button', { name: 'June 2099', hidden: true })).length).toBeGreaterThan(
    0,
  );
  fireEvent.click(screen.getAllByRole('button', { name: `${day} June 2099`, hidden: true }).at(-1)!);
  return `2099-06-${String(day).padStart(2, '0')}`;
}

const checked = (label: string) => (screen.getByRole('radio', { name: label }) as HTMLInputElement).checked;

describe('DuplicateDialog', () => {
  it('opens on Once and names the missing date, then the missing dates of Daily', async () => {
    renderAt('/', '/', <Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    await screen.findByRole('radio', { name: 'Once' });
    expect(checked('Once')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Duplicate' }));
    expect(await screen.findByText(MESSAGES.duplicateDateRequired)).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Daily' }));
    fireEvent.click(screen.getByRole('button', { name: 'Duplicate' }));
    expect(await screen.findByText(MESSAGES.firstDateRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.lastDateRequired)).toBeTruthy();
  });

  it('asks for a weekday in Weekly mode and starts again on Once after closing', async () => {
    renderAt('/', '/', <Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.click(await screen.findByRole('radio', { name: 'Weekly' }));
    expect(checked('Weekly')).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Mon' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Mon' }));
    fireEvent.click(screen.getByRole('button', { name: 'Duplicate' }));
    expect(await screen.findByText(MESSAGES.weekdayRequired)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText(MESSAGES.weekdayRequired)).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    await screen.findByRole('radio', { name: 'Once' });
    expect(checked('Once')).toBe(true);
    expect(screen.queryByText(MESSAGES.firstDateRequired)).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Mon' })).toBeNull();
  });

  it("reviews the copies, sends the request and puts the server's day message back on its field", async () => {
    fetchMock.mockResolvedValueOnce(
      json(400, { message: MESSAGES.invalidRequest, errors: { date: MESSAGES.firstDateInPast } }),
    );
    renderAt('/', '/', <Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    await screen.findByRole('radio', { name: 'Once' });
    const day = await pickInJune2099('Duplicate date', 20);
    fireEvent.click(screen.getByRole('button', { name: 'Duplicate' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Create 1 date' }));

    expect(await screen.findByText(MESSAGES.firstDateInPast)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Duplicate' })).toBeTruthy();
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe(`/api/client/event/${event.id}/copy`);
    expect(JSON.parse(init!.body as string)).toEqual({ type: 'Once', date: day });
  });

  it('says how many dates were created', async () => {
    const show = vi.spyOn(notifications, 'show');
    fetchMock.mockResolvedValueOnce(json(200, { events: [event, event, event] }));
    renderAt('/', '/', <Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.click(await screen.findByRole('radio', { name: 'Daily' }));
    await pickInJune2099('First date', 20);
    await pickInJune2099('Last date', 22);
    fireEvent.click(screen.getByRole('button', { name: 'Duplicate' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Create 3 dates' }));
    await waitFor(() =>
      expect(show.mock.calls.map(([notice]) => notice.message)).toContain('3 dates were created.'),
    );
    expect(show.mock.calls.map(([notice]) => notice.message)).not.toContain(MESSAGES.eventInfoSaved);
  });
});
