import type { z } from 'zod';
import type { TCheckoutRequest } from '@usher/contract/checkout';
import {
  EMPTY_FREE_ORDER_FORM,
  FREE_ORDER_FORM_FIELDS,
  ZFreeOrderFormValues,
  toFreeOrderRequest,
} from '@usher/contract/free-order-form';
import { addFieldIssues } from '@usher/contract/form-issues';
import { checkReceiver, type ReceiverDemands } from '@usher/contract/orders';

/** The checkout's guest form: the free order form's receiver fields, without the tickets (the hold has them). */
export const ZCheckoutFormValues = ZFreeOrderFormValues.omit({ items: true, promoCode: true });
export type TCheckoutFormValues = z.infer<typeof ZCheckoutFormValues>;

const { items: _items, promoCode: _promoCode, ...emptyReceiver } = EMPTY_FREE_ORDER_FORM;
export const EMPTY_CHECKOUT_FORM: TCheckoutFormValues = emptyReceiver;

/** Field paths the server may answer 400 messages for, each on its input. */
export const CHECKOUT_FORM_FIELDS = FREE_ORDER_FORM_FIELDS.filter(
  (field) => field !== 'items' && field !== 'promoCode',
);

/** Online (issue 16 §1.2): the email is always required, because the tickets go there; the phone is optional. */
export function onlineDemands(demands: ReceiverDemands): ReceiverDemands {
  return { ...demands, isEmailRequired: true, isPhoneOptional: true };
}

/**
 * The form's schema for this activity: the contract's receiver check, the one the server runs, with each message
 * on its field; it parses into the checkout request (the promo code is added by the screen).
 */
export function checkoutFormSchema(demands: ReceiverDemands) {
  const online = onlineDemands(demands);
  return ZCheckoutFormValues.transform((values, ctx): TCheckoutRequest => {
    const request = toFreeOrderRequest({ ...values, items: {}, promoCode: '' }, online);
    const body: TCheckoutRequest = {
      phoneNumber: request.phoneNumber || null,
      email: request.email,
      fullName: request.fullName,
      address: request.address,
      customField1: request.customField1,
      customField2: request.customField2,
      customField3: request.customField3,
      customField4: request.customField4,
      customField5: request.customField5,
    };
    const asTyped = { ...body, address: demands.isAddressRequired ? values.address : null };
    addFieldIssues(ctx, Object.entries(checkReceiver(asTyped, online)));
    return body;
  });
}
