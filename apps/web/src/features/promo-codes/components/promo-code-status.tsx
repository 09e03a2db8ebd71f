import { Badge, Button } from '@mantine/core';
import { Link } from 'react-router';
import type { TPromoCode } from '@usher/contract/promo-codes';

/** §4: Info to the detail while the code is valid; a disabled Expired button once validUntil has passed. */
export function PromoCodeAction({ code }: { code: Pick<TPromoCode, 'id' | 'code' | 'isExpired'> }) {
  if (code.isExpired) {
    return (
      <Button size="xs" variant="default" disabled aria-label={`${code.code} expired`}>
        Expired
      </Button>
    );
  }
  return (
    <Button
      size="xs"
      variant="light"
      component={Link}
      to={`/codes/${code.id}`}
      aria-label={`Info about ${code.code}`}
    >
      Info
    </Button>
  );
}

/** Deleted codes stay listed for the orders that used them, marked Deleted. */
export function DeletedBadge() {
  return (
    <Badge color="red" variant="light" size="sm">
      Deleted
    </Badge>
  );
}
