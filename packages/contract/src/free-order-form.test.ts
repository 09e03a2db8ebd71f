import { describe, expect, it } from 'vitest';
import {
  EMPTY_FREE_ORDER_FORM,
  demandsOf,
  freeOrderFormSchema,
  labelledCustomFields,
  type TFreeOrderFormValues,
} from './free-order-form';
import { MESSAGES } from './messages';
import { MAX_TICKETS_PER_ORDER } from './orders';

const standard = 'a3b1c2d3-0000-4000-8000-000000000001';
const other = 'a3b1c2d3-0000-4000-8000-000000000002';
const nothingElse = demandsOf({
  isEmailRequired: false,
  isFullNameRequired: false,
  isAddressRequired: false,
  customField1: null,
  customField2: null,
  customField3: null,
  customField4: null,
  customField5: null,
});
const everything = demandsOf({
  isEmailRequired: true,
  isFullNameRequired: true,
  isAddressRequired: true,
  customField1: ' Dietary needs ',
  customField2: null,
  customField3: 'T-shirt size',
  customField4: '  ',
  customField5: null,
});

function messages(values: TFreeOrderFormValues, demands = nothingElse): Record<string, string> {
  const result = freeOrderFormSchema(demands).safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('free order form', () => {
  it('labels only the custom fields the activity names', () => {
    expect(labelledCustomFields(everything)).toEqual([
      { key: 'customField1', label: 'Dietary needs' },
      { key: 'customField3', label: 'T-shirt size' },
    ]);
  });

  it('asks for at least one ticket and the phone', () => {
    expect(messages({ ...EMPTY_FREE_ORDER_FORM, items: { [standard]: 0 } })).toEqual({
      items: MESSAGES.chooseTickets,
      phoneNumber: MESSAGES.phoneRequired,
    });
  });

  it('refuses more than 100 tickets in one order, as the server does', () => {
    const values = {
      ...EMPTY_FREE_ORDER_FORM,
      items: { [standard]: 60, [other]: 41 },
      phoneNumber: '07700 900123',
    };
    expect(messages(values)).toEqual({ items: MESSAGES.tooManyTickets(MAX_TICKETS_PER_ORDER) });
  });

  it("names every field the activity demands, '{label} is required' for custom fields", () => {
    const values = { ...EMPTY_FREE_ORDER_FORM, items: { [standard]: 1 }, phoneNumber: '07700 900123' };
    expect(messages({ ...values, address: { ...values.address, city: 'Bristol' } }, everything)).toEqual({
      fullName: MESSAGES.fullNameRequired,
      email: MESSAGES.emailRequired,
      'address.country': MESSAGES.countryRequired,
      'address.line1': MESSAGES.line1Required,
      'address.postCode': MESSAGES.postCodeRequired,
      customField1: MESSAGES.fieldRequired('Dietary needs'),
      customField3: MESSAGES.fieldRequired('T-shirt size'),
    });
  });

  it('parses into the request: what the activity asks for, the tickets with a quantity', () => {
    const values: TFreeOrderFormValues = {
      ...EMPTY_FREE_ORDER_FORM,
      items: { [standard]: 2, [other]: 0 },
      phoneNumber: ' 07700 900123 ',
      fullName: 'Mary Seacole',
      customField2: 'ignored: not asked',
      promoCode: ' vip5 ',
    };
    expect(freeOrderFormSchema(nothingElse).parse(values)).toEqual({
      phoneNumber: '07700 900123',
      fullName: null,
      email: null,
      address: null,
      customField1: null,
      customField2: null,
      customField3: null,
      customField4: null,
      customField5: null,
      promoCode: 'vip5',
      items: [{ identity: standard, quantity: 2 }],
    });
  });
});
