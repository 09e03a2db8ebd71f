import { useCallback, useState } from 'react';
import type { TPromoPrices } from '@usher/contract/promo-codes';
import { errorMessage } from '../../../lib/error-message';
import { getPublicPromoPrices } from '../../promo-codes/api/check-public-promo-code';

type TPromoCheck = { code: string; prices: TPromoPrices | null; error: string | null; isChecking: boolean };

/**
 * The code the guest applied on the public page and each ticket type's price with it. Asked once per code
 * applied (the endpoint allows 30 tries a minute), never retried; an empty code clears it.
 */
export function usePromoPrices(eventId: string) {
  const [check, setCheck] = useState<TPromoCheck>({ code: '', prices: null, error: null, isChecking: false });

  const apply = useCallback(
    async (code: string) => {
      if (code === '') return setCheck({ code, prices: null, error: null, isChecking: false });
      setCheck((current) => ({ ...current, code, isChecking: true }));
      try {
        const prices = await getPublicPromoPrices(eventId, code);
        setCheck((current) =>
          current.code === code ? { code, prices, error: null, isChecking: false } : current,
        );
      } catch (error) {
        setCheck((current) =>
          current.code === code
            ? { code, prices: null, error: errorMessage(error), isChecking: false }
            : current,
        );
      }
    },
    [eventId],
  );

  return { ...check, apply };
}
