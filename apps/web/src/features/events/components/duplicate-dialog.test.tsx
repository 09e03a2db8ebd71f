import { Button } from '@mantine/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
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

/** Picks 14 March of next year in a date picker, walking its calendar as a person would. */
async function pickNextMarch14(label: string): Promise<string> {
  const year = new Date().getFullYear() + 1;
  fireEvent.click(screen.getByRole('button', { name: label }));
  // The calendar is still fading in, so its buttons count as hidden; no other button has these names.
  const inCalendar = (name: string | RegExp) => screen.getByRole('button', { name, hidden: true });
  fireEvent.click(await screen.findByRole('button', { name: /^\p{L}+ \d{4}$/u, hidden: true }));
  fireEvent.click(inCalendar('Next year'));
  fireEvent.click(inCalendar('Mar'));
  fireEvent.click(inCalendar(`14 March ${year}`));
  return `${year}-03-14`;
}

const checked = (label: string) => (screen.getByRole('radio', { name: label }) as HTMLInputElement).checked;

describe('DuplicateDialog', () => {
  it('opens on Daily and names the missing dates', async () => {
    renderAt('/', '/', <Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    await screen.findByRole('radio', { name: 'Daily' });
    expect(checked('Daily')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Duplicate' }));
    expect(await screen.findByText(MESSAGES.firstDateRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.lastDateRequired)).toBeTruthy();
  });

  it('asks for a weekday in Weekly mode and starts again on Daily after closing', async () => {
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
    await screen.findByRole('radio', { name: 'Daily' });
    expect(checked('Daily')).toBe(true);
    expect(screen.queryByText(MESSAGES.firstDateRequired)).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Mon' })).toBeNull();
  });

  it("reviews the copies, sends the request and puts the server's day message back on its field", async () => {
    fetchMock.mockResolvedValueOnce(
      json(400, { message: MESSAGES.invalidRequest, errors: { date: MESSAGES.firstDateInPast } }),
    );
    renderAt('/', '/', <Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.click(await screen.findByRole('radio', { name: 'Once' }));
    const day = await pickNextMarch14('Duplicate date');
    fireEvent.click(screen.getByRole('button', { name: 'Duplicate' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Create 1 date' }));

    expect(await screen.findByText(MESSAGES.firstDateInPast)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Duplicate' })).toBeTruthy();
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe(`/api/client/event/${event.id}/copy`);
    expect(JSON.parse(init!.body as string)).toEqual({ type: 'Once', date: day });
  });
});
