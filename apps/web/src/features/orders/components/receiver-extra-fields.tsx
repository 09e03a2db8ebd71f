import { TextInput } from '@mantine/core';
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { labelledCustomFields } from '@usher/contract/free-order-form';
import type { ReceiverDemands } from '@usher/contract/orders';
import { AddressFields } from '../../../components/forms/address-fields';
import type { TCheckoutFormValues } from './checkout-form';

type ReceiverExtraFieldsProps<T extends TCheckoutFormValues & FieldValues> = {
  register: UseFormRegister<T>;
  errors: FieldErrors<TCheckoutFormValues>;
  demands: ReceiverDemands;
};

/**
 * What the activity asks of a receiver beyond the contact details: the address and the organiser's own
 * questions, each required (§5), in the free or cash order form and the online checkout alike.
 */
export function ReceiverExtraFields<T extends TCheckoutFormValues & FieldValues>({
  register,
  errors,
  demands,
}: ReceiverExtraFieldsProps<T>) {
  return (
    <>
      {demands.isAddressRequired ? (
        <AddressFields register={register} errors={errors.address} withAsterisk />
      ) : null}
      {labelledCustomFields(demands).map(({ key, label }) => (
        <TextInput
          key={key}
          label={label}
          withAsterisk
          error={errors[key]?.message}
          {...register(key as Path<T>)}
        />
      ))}
    </>
  );
}
