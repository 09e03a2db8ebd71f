import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@usher/contract/messages';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';
import { UnsubscribeScreen } from './unsubscribe-screen';

const fetchMock = mockFetch();
const details = { organizationName: 'Jazz Club', maskedAddress: 'j***@example.com', unsubscribed: false };

function serve(answer: () => Response) {
  fetchMock.mockImplementation(async (input, init) => {
    if (String(input) !== '/api/public/unsubscribe/tok') return json(404, { message: MESSAGES.notFound });
    return init?.method === 'POST' ? json(200, { ...details, unsubscribed: true }) : answer();
  });
  renderAt('/u/tok', '/u/:token', <UnsubscribeScreen />);
}

describe('UnsubscribeScreen', () => {
  it('names the organiser and the masked address, and unsubscribes with one button', async () => {
    serve(() => json(200, details));
    expect(await screen.findByRole('heading', { name: 'Messages from Jazz Club' })).toBeTruthy();
    expect(screen.getByText('j***@example.com')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText(MESSAGES.unsubscribed)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });

  it('says so when already unsubscribed', async () => {
    serve(() => json(200, { ...details, unsubscribed: true }));
    expect(await screen.findByText(MESSAGES.unsubscribed)).toBeTruthy();
  });

  it('shows a not-found state for a bad token', async () => {
    serve(() => json(404, { message: MESSAGES.notFound }));
    expect(await screen.findByText('Link not found')).toBeTruthy();
  });
});
