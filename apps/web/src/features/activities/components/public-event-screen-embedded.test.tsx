import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@usher/contract/messages';
import { EmbedContext } from '../../../components/public/embed-context';
import { EMBED_PAID_MESSAGE } from '../../../lib/embed-handoff';
import { mockFetch } from '../../../test/fetch-mock';
import { publicEvent, publicTicketType } from '../../../test/public-fixtures';
import { PublicEventScreen } from './public-event-screen';

const fetchMock = mockFetch();
const eventId = '0d6a3b8e-2f4c-4a1b-8e5d-7c9f1a2b3c4d';

const renderEmbedded = () =>
  render(
    <EmbedContext.Provider value={true}>
      <PublicEventScreen eventId={eventId} initial={publicEvent({ id: eventId })} />
    </EmbedContext.Provider>,
  );

const paidMessage = (source: Window | null, origin = window.location.origin) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data: { type: EMBED_PAID_MESSAGE }, origin, source }));
  });

afterEach(() => vi.restoreAllMocks());

describe('PublicEventScreen embedded in an organiser’s website', () => {
  it('opens the checkout in a new tab at once, holding nothing itself, and hears only that tab', async () => {
    const tab = {} as Window;
    const open = vi.spyOn(window, 'open').mockReturnValue(tab);
    renderEmbedded();
    expect(screen.queryByRole('textbox', { name: 'Promo code' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add one Standard' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add one Standard' }));
    fireEvent.click(screen.getByRole('button', { name: 'Get tickets' }));

    expect(open).toHaveBeenCalledWith(`/continue/${eventId}?tickets=v1%3A2`, '_blank');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByText(MESSAGES.embedContinueInNewTab)).toBeTruthy();

    paidMessage({} as Window);
    paidMessage(tab, 'https://elsewhere.example');
    expect(screen.queryByText(MESSAGES.embedTicketsOnTheirWay)).toBeNull();
    paidMessage(tab);
    expect(screen.getByText(MESSAGES.embedTicketsOnTheirWay)).toBeTruthy();
  });

  it('offers to open the checkout again when the browser refused the tab', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderEmbedded();
    fireEvent.click(screen.getByRole('button', { name: 'Add one Standard' }));
    fireEvent.click(screen.getByRole('button', { name: 'Get tickets' }));
    expect(screen.getByText(MESSAGES.embedTabBlocked)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.embedOpenCheckout }));
    expect(open).toHaveBeenCalledTimes(2);
    expect(open).toHaveBeenLastCalledWith(`/continue/${eventId}?tickets=v1%3A1`, '_blank');
  });

  it("leads to the date's own page in a new tab to join a waiting list: the iframe may have no cookie to write with", () => {
    const Form = () => <p>The form</p>;
    render(
      <EmbedContext.Provider value={true}>
        <PublicEventScreen
          eventId={eventId}
          initial={publicEvent({
            id: eventId,
            ticketVariants: [publicTicketType({ toBuy: 0, isWaitlistOpen: true })],
          })}
          joinWaitlistForm={Form}
        />
      </EmbedContext.Provider>,
    );
    const join = screen.getByRole('link', { name: MESSAGES.joinWaitlist });
    expect(join.getAttribute('href')).toBe(`/e/${eventId}`);
    expect(join.getAttribute('target')).toBe('_blank');
    expect(screen.queryByText('The form')).toBeNull();
  });
});
