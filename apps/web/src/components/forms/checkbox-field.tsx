import { Checkbox, Switch } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';

type CheckboxFieldProps<T extends FieldValues, TOutput> = {
  /** The form's control, whatever its resolver turns the values into on submit. */
  control: Control<T, unknown, TOutput>;
  /** A boolean field of the form. */
  name: FieldPathByValue<T, boolean>;
  label: string;
  description?: string;
  disabled?: boolean;
  /** A switch for a setting that opens more of the form, a checkbox otherwise. */
  variant?: 'checkbox' | 'switch';
};

/** A Mantine checkbox or switch bound to a boolean react-hook-form field. */
export function CheckboxField<T extends FieldValues, TOutput = T>({
  control,
  name,
  label,
  description,
  disabled,
  variant = 'checkbox',
}: CheckboxFieldProps<T, TOutput>) {
  const { field } = useController({ control, name });
  const props = {
    label,
    description,
    disabled,
    checked: Boolean(field.value),
    onChange: (event: ChangeEvent<HTMLInputElement>) => field.onChange(event.currentTarget.checked),
    onBlur: field.onBlur,
    name: field.name,
    ref: field.ref,
  };
  return variant === 'switch' ? <Switch {...props} /> : <Checkbox {...props} />;
}
