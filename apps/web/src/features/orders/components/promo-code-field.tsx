import { Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Control } from 'react-hook-form';
import type { TFreeOrderFormValues } from '@usher/contract/free-order-form';
import type { TFreeOrderRequest } from '@usher/contract/orders';
import { keepPromoCodeCharacters } from '@usher/contract/promo-code-text';
import type { TCheckPromoCodeResponse } from '@usher/contract/promo-codes';
import { MaskedTextField } from '../../../components/forms/masked-text-field';
import type { TPromoQuote } from './promo-quote';
import { PromoCodeVerdict } from './promo-code-verdict';

type PromoCodeFieldProps = {
  control: Control<TFreeOrderFormValues, unknown, TFreeOrderRequest>;
  check: UseQueryResult<TCheckPromoCodeResponse>;
  quote: TPromoQuote;
};

/** The optional code for a cash sale, checked as it is typed, with its verdict under it. */
export function PromoCodeField({ control, check, quote }: PromoCodeFieldProps) {
  return (
    <Stack gap={6}>
      <MaskedTextField
        control={control}
        name="promoCode"
        keep={keepPromoCodeCharacters}
        label="Promo code"
        description="Optional, for cash sales: the total to collect takes the discount off."
        autoCapitalize="characters"
        maw={{ xs: 320 }}
      />
      <div aria-live="polite">
        <PromoCodeVerdict check={check} quote={quote} />
      </div>
    </Stack>
  );
}
