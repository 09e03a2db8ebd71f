import { describe, expect, it } from 'vitest';
import { toActivityRequest, type TActivity } from '@usher/contract/activities';
import { keepLockedFields, toActivityFormValues } from './activity-form-values';

const activity: TActivity = {
  id: 'a1',
  name: 'Jazz night',
  description: '<p>Hi</p>',
  imageUrl: '/uploads/x.png',
  link: 'http://localhost/a/a1',
  minAge: 18,
  isOnline: false,
  onlineLink: null,
  address: null,
  isAddressRequired: false,
  isEmailRequired: true,
  isFullNameRequired: false,
  customField1: 'Diet',
  customField2: null,
  customField3: 'Seat',
  customField4: null,
  customField5: null,
  isPublished: true,
  isOneTimeAddressEditAvailable: null,
  qrLink: 'http://localhost/s/abc',
  firstEventDate: null,
  lastEventDate: null,
  hasTicketVariants: true,
};

describe('activity form values', () => {
  it('round-trips an activity through the form', () => {
    const values = toActivityFormValues(activity);
    expect(values.minAge).toBe('18');
    expect(values.hasCustomFields).toBe(true);
    expect(values.customFields).toEqual(['Diet', 'Seat']);
  });

  it('sends locked fields exactly as saved once reserved, but lets a blank address be filled once', () => {
    const values = toActivityFormValues(activity);
    const edited = {
      ...values,
      name: 'Renamed',
      description: '<p>New</p>',
      address: { country: 'UK', city: 'London', line1: '1 High St', line2: '', postCode: 'N1 1AA' },
    };
    const request = keepLockedFields(toActivityRequest(edited), activity);
    expect(request.name).toBe('Jazz night');
    expect(request.customField2).toBeNull();
    expect(request.customField3).toBe('Seat');
    expect(request.description).toBe('<p>New</p>');
    expect(request.address).toMatchObject({ city: 'London' });
    const used = keepLockedFields(toActivityRequest(edited), {
      ...activity,
      isOneTimeAddressEditAvailable: false,
    });
    expect(used.address).toBeNull();
  });
});
