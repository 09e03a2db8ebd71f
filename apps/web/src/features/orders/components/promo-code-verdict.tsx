import { Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { MESSAGES } from '@usher/contract/messages';
import type { TCheckPromoCodeResponse } from '@usher/contract/promo-codes';
import { formatDiscount } from '@usher/contract/promo-display';
import { errorMessage } from '../../../lib/notify';
import type { TPromoQuote } from './promo-quote';

type PromoCodeVerdictProps = {
  check: UseQueryResult<TCheckPromoCodeResponse>;
  quote: TPromoQuote;
};

function Line({ isGood, children }: { isGood: boolean; children: string }) {
  const Icon = isGood ? IconCircleCheck : IconAlertTriangle;
  return (
    <Text
      size="sm"
      c={isGood ? 'teal.9' : 'red.9'}
      fw={500}
      style={{ display: 'flex', gap: 6, alignItems: 'flex-start' }}
    >
      <Icon size={18} aria-hidden style={{ flexShrink: 0, marginTop: 1 }} />
      {children}
    </Text>
  );
}

/**
 * One clear line per verdict: valid (what it takes off, uses left), or the server's reason — unknown, expired,
 * not for these tickets, used up — and the two the chosen tickets add: none in scope, more than the uses left.
 */
export function PromoCodeVerdict({ check, quote }: PromoCodeVerdictProps) {
  if (check.isFetching && !check.data) return <Text size="sm">Checking the code…</Text>;
  if (check.isError) return <Line isGood={false}>{errorMessage(check.error)}</Line>;
  if (!check.data) return null;
  if (quote.isForNoneChosen) return <Line isGood={false}>{MESSAGES.promoNotForTickets}</Line>;
  if (quote.isOverCap) return <Line isGood={false}>{MESSAGES.promoUsedUp(check.data.usesLeft ?? 0)}</Line>;
  const left = check.data.usesLeft === null ? '' : ` ${check.data.usesLeft} uses left.`;
  return <Line isGood>{`Valid: ${formatDiscount(check.data)} off each ticket it applies to.${left}`}</Line>;
}
