import { SimpleGrid, TextInput } from '@mantine/core';
import type { FieldError, FieldValues, Path, UseFormRegister } from 'react-hook-form';

type AddressPart = 'country' | 'city' | 'line1' | 'line2' | 'postCode';

/** §3 address parts in form order, with the browser's autofill names; line 2 is the one optional part. */
const PARTS: { part: AddressPart; label: string; autoComplete: string; isOptional?: boolean }[] = [
  { part: 'country', label: 'Country', autoComplete: 'country-name' },
  { part: 'city', label: 'City', autoComplete: 'address-level2' },
  { part: 'line1', label: 'Line 1', autoComplete: 'address-line1' },
  { part: 'line2', label: 'Line 2', autoComplete: 'address-line2', isOptional: true },
  { part: 'postCode', label: 'Post code', autoComplete: 'postal-code' },
];

type AddressFieldsProps<T extends FieldValues> = {
  /** The form's register; its values hold the parts under `address.*`. */
  register: UseFormRegister<T>;
  errors: Partial<Record<AddressPart, FieldError>> | undefined;
  /** Marks the four required parts; off where the address as a whole is optional. */
  withAsterisk?: boolean;
  disabled?: boolean;
};

/** The five address inputs of the activity, settings and free-ticket forms. */
export function AddressFields<T extends FieldValues>({
  register,
  errors,
  withAsterisk = false,
  disabled = false,
}: AddressFieldsProps<T>) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {PARTS.map(({ part, label, autoComplete, isOptional }) => (
        <TextInput
          key={part}
          label={label}
          withAsterisk={withAsterisk && !isOptional}
          autoComplete={autoComplete}
          disabled={disabled}
          error={errors?.[part]?.message}
          {...register(`address.${part}` as Path<T>)}
        />
      ))}
    </SimpleGrid>
  );
}
