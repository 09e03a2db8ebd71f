import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@usher/contract/messages';
import type { TOrganisationDetails } from '@usher/contract/organisations';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';
import { SettingsForm } from './settings-form';

const details: TOrganisationDetails = {
  guid: '6a1f3c1e-2b4d-4e5f-8a9b-0c1d2e3f4a5b',
  name: 'Riverside Comedy',
  avatarUrl: null,
  description: null,
  phone: null,
  email: null,
  address: {
    country: 'United Kingdom',
    city: 'Bristol',
    line1: '1 Harbourside',
    line2: null,
    postCode: 'BS1 5TY',
  },
  link: null,
  emailNotifications: false,
  tagManagerId: null,
  isApproved: true,
  hasMerchantData: true,
  qrLink: '',
};

const fetchMock = mockFetch();
afterEach(() => vi.restoreAllMocks());

const phone = () => screen.getByRole('textbox', { name: 'Phone' }) as HTMLInputElement;
const typePhone = (value: string) => fireEvent.change(phone(), { target: { value } });

/** The settings screen's query answering again (a refetch) with other details while the form is open. */
function Refetching() {
  const [current, setCurrent] = useState(details);
  return (
    <>
      <button
        type="button"
        onClick={() => setCurrent({ ...details, name: 'Renamed elsewhere', description: 'New' })}
      >
        Refetch
      </button>
      <SettingsForm details={current} />
    </>
  );
}

describe('SettingsForm', () => {
  it('takes the saved details once: what the user typed is never overwritten by data arriving later', () => {
    renderAt('/', '/', <Refetching />);
    const name = screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' });
    fireEvent.change(name, { target: { value: 'Riverside Comedy Club' } });
    fireEvent.click(screen.getByRole('button', { name: 'Refetch' }));
    expect(name.value).toBe('Riverside Comedy Club');
  });

  it('masks the phone to +44 and digits, 13 characters at most (§5)', () => {
    renderAt('/', '/', <SettingsForm details={details} />);
    typePhone('07700 900123');
    expect(phone().value).toBe('+447700900123');
    typePhone('+44 7700 900 123 45');
    expect(phone().value).toBe('+447700900123');
    typePhone('+4477a0');
    expect(phone().value).toBe('+44770');
  });

  it('names an invalid field with the failed-check toast of the other forms, and sends nothing', async () => {
    const show = vi.spyOn(notifications, 'show');
    renderAt('/', '/', <SettingsForm details={details} />);
    typePhone('+447700');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(MESSAGES.incorrectPhone)).toBeTruthy();
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ color: 'red', message: MESSAGES.fillInAllRequired }),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves a masked phone as typed', async () => {
    fetchMock.mockResolvedValue(json(200, { result: true }));
    renderAt('/', '/', <SettingsForm details={details} />);
    typePhone('07700 900123');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/client/organization-details/update');
    expect(JSON.parse(init!.body as string)).toMatchObject({ phone: '+447700900123' });
  });
});
