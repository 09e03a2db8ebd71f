import { useState, type ChangeEvent, type FormEvent } from 'react';
import { keepPromoCodeCharacters } from '@usher/contract/promo-code-text';

/**
 * A guest's promo code as typed (letters and digits only) and the form's submit, which applies it on request
 * rather than as typed: the check is rate-limited. Shared by the landing pages' field and the checkout's.
 */
export function usePromoCodeEntry(onApply: (code: string) => void, initialCode = '') {
  const [typed, setTyped] = useState(initialCode);
  return {
    typed,
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setTyped(keepPromoCodeCharacters(event.currentTarget.value)),
    onSubmit: (event: FormEvent) => {
      event.preventDefault();
      onApply(typed);
    },
  };
}
