import type { TActivity, TActivityForm, TActivityRequest } from '@usher/contract/activities';
import { toAddressForm } from '@usher/contract/fields';
import { CUSTOM_FIELD_KEYS, customFieldRecord, customFieldValues } from '@usher/contract/custom-fields';

export const EMPTY_ACTIVITY_FORM: TActivityForm = {
  name: '',
  description: '',
  imageUrl: null,
  minAge: '',
  isOnline: false,
  onlineLink: '',
  address: toAddressForm(null),
  isAddressRequired: false,
  isEmailRequired: false,
  isFullNameRequired: false,
  hasCustomFields: false,
  customFields: [''],
};

export function toActivityFormValues(activity: TActivity): TActivityForm {
  const customFields = customFieldValues(activity, CUSTOM_FIELD_KEYS).filter((name): name is string =>
    Boolean(name),
  );
  return {
    name: activity.name,
    description: activity.description,
    imageUrl: activity.imageUrl,
    minAge: activity.minAge === null ? '' : String(activity.minAge),
    isOnline: activity.isOnline,
    onlineLink: activity.onlineLink ?? '',
    address: toAddressForm(activity.address),
    isAddressRequired: activity.isAddressRequired,
    isEmailRequired: activity.isEmailRequired,
    isFullNameRequired: activity.isFullNameRequired,
    hasCustomFields: customFields.length > 0,
    customFields: customFields.length > 0 ? customFields : [''],
  };
}

/** Whether a reserved activity may still get its blank address filled in (§4 one-time address edit). */
export function canEditAddressOnce(activity: Pick<TActivity, 'address' | 'isOneTimeAddressEditAvailable'>) {
  return activity.address === null && activity.isOneTimeAddressEditAvailable !== false;
}

/**
 * Once reserved, the server refuses any change to the locked fields (§4): send them exactly as they are,
 * so only the description and a once-editable blank address travel.
 */
export function keepLockedFields(request: TActivityRequest, activity: TActivity): TActivityRequest {
  return {
    ...request,
    name: activity.name,
    minAge: activity.minAge,
    isOnline: activity.isOnline,
    onlineLink: activity.onlineLink,
    imageUrl: activity.imageUrl,
    address: canEditAddressOnce(activity) ? request.address : activity.address,
    isAddressRequired: activity.isAddressRequired,
    isEmailRequired: activity.isEmailRequired,
    isFullNameRequired: activity.isFullNameRequired,
    ...customFieldRecord(customFieldValues(activity, CUSTOM_FIELD_KEYS), CUSTOM_FIELD_KEYS),
  };
}
