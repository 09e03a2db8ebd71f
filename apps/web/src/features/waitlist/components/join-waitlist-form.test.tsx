import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@usher/contract/messages';
import { json, mockFetch } from '../../../test/fetch-mock';
import { JoinWaitlistForm } from './join-waitlist-form';

const fetchMock = mockFetch();
const eventId = '0d6a3b8e-2f4c-4a1b-8e5d-7c9f1a2b3c4d';
const ticketVariant = { id: '5b1e8a3c-1d2f-4e6a-9b7c-0a1b2c3d4e5f', name: 'Standard' };

const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: MESSAGES.joinWaitlist }));

describe('JoinWaitlistForm', () => {
  it('checks the fields as the server does before sending, each message on its field', () => {
    render(<JoinWaitlistForm eventId={eventId} ticketVariant={ticketVariant} onCancel={vi.fn()} />);
    type('Email', 'not-an-email');
    type('Phone (optional)', '12');
    submit();
    expect(field('Full name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(MESSAGES.fullNameRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.incorrectEmail)).toBeTruthy();
    expect(screen.getByText(MESSAGES.incorrectPhone)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says a refusal under the form, then the place in the list once joined', async () => {
    render(<JoinWaitlistForm eventId={eventId} ticketVariant={ticketVariant} onCancel={vi.fn()} />);
    type('Full name', ' Wendy Waiting ');
    type('Email', 'Wendy@Example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Add one Standard on the waiting list' }));
    expect(screen.getByTestId(`waitlist-quantity-${ticketVariant.id}`).textContent).toBe('2');
    // The − stops at one: joining for no ticket means nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Remove one Standard on the waiting list' }));
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Remove one Standard on the waiting list' })
        .disabled,
    ).toBe(true);

    fetchMock.mockResolvedValueOnce(json(409, { message: MESSAGES.waitlistAlreadyJoined }));
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.waitlistAlreadyJoined);
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe(`/api/public/event/${eventId}/waitlist`);
    expect(JSON.parse(init!.body as string)).toEqual({
      ticketVariantId: ticketVariant.id,
      quantity: 1,
      fullName: ' Wendy Waiting ',
      email: 'Wendy@Example.com',
      phoneNumber: null,
    });

    fetchMock.mockResolvedValueOnce(json(201, { entryId: 'e1', position: 3 }));
    submit();
    expect((await screen.findByRole('status')).textContent).toContain("You're number 3 on the waiting list");
    expect(screen.queryByRole('form')).toBeNull();
  });

  it("puts the server's 400 messages on their fields", async () => {
    render(<JoinWaitlistForm eventId={eventId} ticketVariant={ticketVariant} onCancel={vi.fn()} />);
    type('Full name', 'Wendy Waiting');
    type('Email', 'wendy@example.com');
    fetchMock.mockResolvedValueOnce(
      json(400, { message: 'Check the form', errors: { email: 'This email cannot receive messages' } }),
    );
    submit();
    expect(await screen.findByText('This email cannot receive messages')).toBeTruthy();
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
  });
});
