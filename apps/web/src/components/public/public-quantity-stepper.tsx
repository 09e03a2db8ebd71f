import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useHydrated } from '../../lib/use-hydrated';

type PublicQuantityStepperProps = {
  /** The ticket type's name: the buttons read 'Remove one {name}' and 'Add one {name}'. */
  name: string;
  quantity: number;
  /** The least the − goes down to; 0 by default. */
  min?: number;
  canAdd: boolean;
  onChange: (quantity: number) => void;
  testId?: string;
};

/** − count + for one ticket type, with thumb-sized buttons; the count is announced as it changes. */
export function PublicQuantityStepper({
  name,
  quantity,
  min = 0,
  canAdd,
  onChange,
  testId,
}: PublicQuantityStepperProps) {
  const isHydrated = useHydrated();
  return (
    <div className="public-row" style={{ gap: 6 }} role="group" aria-label={`${name} quantity`}>
      <button
        type="button"
        className="public-round-button"
        data-variant="default"
        aria-label={`Remove one ${name}`}
        disabled={!isHydrated || quantity <= min}
        onClick={() => onChange(Math.max(min, quantity - 1))}
      >
        <IconMinus size={16} aria-hidden />
      </button>
      <span className="public-quantity" aria-live="polite" data-testid={testId}>
        {quantity}
      </span>
      <button
        type="button"
        className="public-round-button"
        aria-label={`Add one ${name}`}
        disabled={!isHydrated || !canAdd}
        onClick={() => onChange(quantity + 1)}
      >
        <IconPlus size={16} aria-hidden />
      </button>
    </div>
  );
}
