import { IconCircleCheck } from '@tabler/icons-react';
import { useId } from 'react';
import { promoAppliedLine } from '@usher/contract/promo-code-text';
import { useHydrated } from '../../lib/use-hydrated';
import { usePromoCodeEntry } from '../../lib/use-promo-code-entry';

type PublicPromoFieldProps = {
  /** The code last applied, once the server accepted it. */
  appliedCode: string | null;
  /** Why the code last applied was refused. */
  error: string | null;
  isChecking: boolean;
  onApply: (code: string) => void;
};

/** The guest's code, applied on request (the check is rate-limited); 'not valid for this event' otherwise. */
export function PublicPromoField({ appliedCode, error, isChecking, onApply }: PublicPromoFieldProps) {
  const { typed, onChange, onSubmit } = usePromoCodeEntry(onApply);
  const errorId = useId();
  const isHydrated = useHydrated();

  return (
    <form onSubmit={onSubmit} noValidate>
      <div className="public-row" style={{ alignItems: 'flex-start', gap: 10 }}>
        <div style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <input
            className="public-input"
            aria-label="Promo code"
            placeholder="Promo code"
            value={typed}
            onChange={onChange}
            readOnly={!isHydrated}
            autoCapitalize="characters"
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          {error ? (
            <p className="public-error" id={errorId}>
              {error}
            </p>
          ) : null}
        </div>
        <button
          type="submit"
          className="public-button"
          data-variant="default"
          disabled={!typed || isChecking}
          aria-busy={isChecking || undefined}
        >
          Apply
        </button>
      </div>
      {appliedCode ? (
        <p className="public-success" role="status">
          <IconCircleCheck size={18} aria-hidden />
          {promoAppliedLine(appliedCode)}
        </p>
      ) : null}
    </form>
  );
}
