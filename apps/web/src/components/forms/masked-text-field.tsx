import { TextInput, type TextInputProps } from '@mantine/core';
import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';

type MaskedTextFieldProps<T extends FieldValues, TOutput> = Omit<
  TextInputProps,
  'value' | 'onChange' | 'onBlur' | 'name' | 'error'
> & {
  /** The form's control, whatever its resolver turns the values into on submit. */
  control: Control<T, unknown, TOutput>;
  /** A text field of the form (a blank nullable one shows as empty). */
  name: FieldPathByValue<T, string | null | undefined>;
  /** The input mask: what is left of the typed text (a §5 "keeps only digits…" rule). */
  keep: (typed: string) => string;
};

/** A Mantine text input bound to a react-hook-form field through a mask, with the field's message under it. */
export function MaskedTextField<T extends FieldValues, TOutput = T>({
  control,
  name,
  keep,
  ...inputProps
}: MaskedTextFieldProps<T, TOutput>) {
  const { field, fieldState } = useController({ control, name });
  const { value, onChange, ...binding } = field;
  return (
    <TextInput
      autoComplete="off"
      {...inputProps}
      {...binding}
      value={value ?? ''}
      onChange={(event) => onChange(keep(event.currentTarget.value))}
      error={fieldState.error?.message}
    />
  );
}
