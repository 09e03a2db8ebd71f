import { z } from 'zod';
import type { TActivity } from '@usher/contract/activities';
import { CUSTOM_FIELD_KEYS, type TCustomFieldKey } from '@usher/contract/custom-fields';
import { checkReceiver, type ReceiverDemands, type TFreeOrderRequest } from '@usher/contract/orders';

/** The receiver form as a person types it: every field a string, blank when not asked for. */
export const ZReceiverForm = z.object({
  phoneNumber: z.string(),
  fullName: z.string(),
  email: z.string(),
  address: z.object({
    country: z.string(),
    city: z.string(),
    line1: z.string(),
    line2: z.string(),
    postCode: z.string(),
  }),
  customField1: z.string(),
  customField2: z.string(),
  customField3: z.string(),
  customField4: z.string(),
  customField5: z.string(),
});
export type TReceiverForm = z.infer<typeof ZReceiverForm>;

export const emptyReceiver: TReceiverForm = {
  phoneNumber: '',
  fullName: '',
  email: '',
  address: { country: '', city: '', line1: '', line2: '', postCode: '' },
  customField1: '',
  customField2: '',
  customField3: '',
  customField4: '',
  customField5: '',
};

/** Field paths the server may answer 400 messages for; they land under the matching input. */
export const RECEIVER_FIELDS = [
  'phoneNumber',
  'fullName',
  'email',
  'address.country',
  'address.city',
  'address.line1',
  'address.line2',
  'address.postCode',
  ...CUSTOM_FIELD_KEYS,
] as const;

export type TTicketSelection = Record<string, number>;

/** What the activity asks of each receiver (§5 Free or cash tickets). */
export function demandsOf(activity: TActivity): ReceiverDemands {
  return {
    isEmailRequired: activity.isEmailRequired,
    isFullNameRequired: activity.isFullNameRequired,
    isAddressRequired: activity.isAddressRequired,
    customFieldLabels: CUSTOM_FIELD_KEYS.map((key) => activity[key]?.trim() || null),
  };
}

/** The labelled custom fields, each with its form key. */
export function labelledCustomFields(demands: ReceiverDemands): { key: TCustomFieldKey; label: string }[] {
  return CUSTOM_FIELD_KEYS.flatMap((key, index) => {
    const label = demands.customFieldLabels[index];
    return label ? [{ key, label }] : [];
  });
}

/**
 * The request body: only what the activity asks for; the address only when all four required parts are
 * filled (§5); the tickets with a quantity.
 */
export function toFreeOrderRequest(
  values: TReceiverForm,
  demands: ReceiverDemands,
  selection: TTicketSelection,
): TFreeOrderRequest {
  const { country, city, line1, line2, postCode } = values.address;
  const isAddressComplete = [country, city, line1, postCode].every((part) => part.trim());
  const customFields = Object.fromEntries(
    CUSTOM_FIELD_KEYS.map((key, index) => [
      key,
      demands.customFieldLabels[index] ? values[key].trim() : null,
    ]),
  );
  return {
    phoneNumber: values.phoneNumber.trim(),
    fullName: demands.isFullNameRequired ? values.fullName.trim() : null,
    email: demands.isEmailRequired ? values.email.trim() : null,
    address:
      demands.isAddressRequired && isAddressComplete
        ? {
            country: country.trim(),
            city: city.trim(),
            line1: line1.trim(),
            line2: line2.trim() || null,
            postCode: postCode.trim(),
          }
        : null,
    ...customFields,
    items: Object.entries(selection)
      .filter(([, quantity]) => quantity > 0)
      .map(([identity, quantity]) => ({ identity, quantity })),
  };
}

/**
 * The form's schema for this activity: the contract's own receiver check (the one the server runs), with
 * each message on its field. The address is checked as typed, so a half-filled one points at the gaps.
 */
export function receiverFormSchema(demands: ReceiverDemands) {
  return ZReceiverForm.superRefine((values, ctx) => {
    const request = {
      ...toFreeOrderRequest(values, demands, {}),
      address: demands.isAddressRequired ? values.address : null,
    };
    for (const [path, message] of Object.entries(checkReceiver(request, demands))) {
      ctx.addIssue({ code: 'custom', path: path.split('.'), message });
    }
  });
}

export function countTickets(selection: TTicketSelection): number {
  return Object.values(selection).reduce((sum, quantity) => sum + quantity, 0);
}
