import { describe, expect, it } from 'vitest';
import {
  CUSTOM_FIELD_KEYS,
  GUEST_CUSTOM_FIELD_KEYS,
  customFieldRecord,
  customFieldValues,
} from './custom-fields';

describe('custom field helpers', () => {
  it('reads the five values in order, missing ones as null', () => {
    expect(customFieldValues({ customField1: 'Diet', customField3: 'Size' }, CUSTOM_FIELD_KEYS)).toEqual([
      'Diet',
      null,
      'Size',
      null,
      null,
    ]);
  });

  it('maps the values of an order to the guest list names', () => {
    const values = customFieldValues({ customField2: 'Vegan' }, CUSTOM_FIELD_KEYS);
    expect(customFieldRecord(values, GUEST_CUSTOM_FIELD_KEYS)).toEqual({
      guestCustomField1: null,
      guestCustomField2: 'Vegan',
      guestCustomField3: null,
      guestCustomField4: null,
      guestCustomField5: null,
    });
  });
});
