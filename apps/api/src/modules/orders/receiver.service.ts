import { CUSTOM_FIELD_KEYS, customFieldValues } from '@usher/contract/custom-fields';
import { normaliseEmail } from '@usher/contract/fields';
import { MESSAGES } from '@usher/contract/messages';
import { checkReceiver, normalisePhone, type ReceiverFields } from '@usher/contract/orders';
import { CUSTOM_FIELD_COLUMNS } from '../../db/custom-field-columns';
import type { AddressJson } from '../../db/database';
import { badRequest } from '../../errors';
import type { ActivityRow } from '../activities/activity.service';

/** A receiver as an order stores it: phone in E.164, email normalised, blanks as null, answers per question. */
export type Receiver = {
  phone: string | null;
  email: string | null;
  fullName: string | null;
  address: AddressJson | null;
  customFields: (string | null)[];
};

/**
 * The receiver of an order, checked against what the activity asks (§5), or a 400 naming each field. A free or
 * cash order needs a phone (the tickets go by SMS); online the email is always required and the phone optional
 * (issue 16: the tickets go by email).
 */
export function requireReceiver(
  request: ReceiverFields,
  activity: ActivityRow,
  channel: 'free' | 'online',
): Receiver {
  const isOnline = channel === 'online';
  const questions = customFieldValues(activity, CUSTOM_FIELD_COLUMNS);
  const errors = checkReceiver(request, {
    isPhoneOptional: isOnline,
    isEmailRequired: isOnline || activity.is_email_required,
    isFullNameRequired: activity.is_full_name_required,
    isAddressRequired: activity.is_address_required,
    customFieldLabels: questions,
  });
  const phone = request.phoneNumber ? normalisePhone(request.phoneNumber) : null;
  const email = normaliseEmail(request.email ?? '');
  const isMissing = isOnline ? !email : !phone;
  if (Object.keys(errors).length > 0 || isMissing) throw badRequest(MESSAGES.fillInAllRequired, errors);
  const address = request.address;
  const isAddressComplete = Boolean(address?.country && address.city && address.line1 && address.postCode);
  return {
    phone,
    email,
    fullName: request.fullName?.trim() || null,
    address: isAddressComplete ? { ...address!, line2: address!.line2?.trim() || null } : null,
    customFields: CUSTOM_FIELD_KEYS.map((key, index) =>
      questions[index] ? request[key]?.trim() || null : null,
    ),
  };
}
