import { Button, Group, Text, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { promoAppliedLine } from '@usher/contract/promo-code-text';
import type { TPromoPrices } from '@usher/contract/promo-codes';
import { errorMessage } from '../../lib/notify';
import { usePromoCodeEntry } from '../../lib/use-promo-code-entry';

type PublicPromoFieldProps = {
  /** The check of the code last applied. */
  prices: UseQueryResult<TPromoPrices>;
  onApply: (code: string) => void;
  /** A code applied on an earlier screen, shown already typed. */
  initialCode?: string;
};

/** The guest's code, applied on request (the check is rate-limited); 'not valid for this event' otherwise. */
export function PublicPromoField({ prices, onApply, initialCode = '' }: PublicPromoFieldProps) {
  const { typed, onChange, onSubmit } = usePromoCodeEntry(onApply, initialCode);

  return (
    <form onSubmit={onSubmit} noValidate>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          aria-label="Promo code"
          placeholder="Promo code"
          value={typed}
          onChange={onChange}
          autoCapitalize="characters"
          autoComplete="off"
          style={{ flex: 1 }}
          error={prices.isError ? errorMessage(prices.error) : undefined}
        />
        <Button type="submit" variant="default" disabled={!typed} loading={prices.isFetching}>
          Apply
        </Button>
      </Group>
      {prices.data ? (
        <Text size="sm" c="teal.9" mt={6} style={{ display: 'flex', gap: 6 }} role="status">
          <IconCircleCheck size={18} aria-hidden />
          {promoAppliedLine(prices.data.code)}
        </Text>
      ) : null}
    </form>
  );
}
