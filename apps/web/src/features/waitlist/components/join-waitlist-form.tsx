import { IconCircleCheck } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { firstMessagePerField } from '@usher/contract/form-issues';
import { MESSAGES } from '@usher/contract/messages';
import { MAX_TICKETS_PER_ORDER } from '@usher/contract/order-limits';
import { ZWaitlistJoinRequest, type TWaitlistJoinRequest } from '@usher/contract/waitlist';
import { PublicQuantityStepper } from '../../../components/public/public-quantity-stepper';
import { PublicTextField } from '../../../components/public/public-text-field';
import { isApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { joinWaitlist } from '../api/join-waitlist';

const FIELDS = ['fullName', 'email', 'phoneNumber', 'quantity'] as const;
type TField = (typeof FIELDS)[number];

export type JoinWaitlistFormProps = {
  eventId: string;
  ticketVariant: { id: string; name: string };
  onCancel: () => void;
};

/**
 * Issue 31 §2: name, email, phone (optional: offers also go by SMS) and how many, then the place in the list. The
 * contract's schema checks the fields here as the server does (the phone with libphonenumber-js); a 409 (places to
 * buy, list closed, already waiting) is said under the form.
 */
export function JoinWaitlistForm({ eventId, ticketVariant, onCancel }: JoinWaitlistFormProps) {
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [phoneNumber, setPhoneNumber] = useState('');
  const [quantity, setQuantity] = useState(1);
  const [errors, setErrors] = useState<Partial<Record<TField, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isJoining, setIsJoining] = useState(false);
  const [position, setPosition] = useState<number | null>(null);

  /** A field's message goes once the field is edited: the next check says what is still wrong. */
  const edit =
    <T,>(field: TField, set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setErrors(({ [field]: _edited, ...others }) => others);
    };

  if (position !== null) {
    return (
      <div className="public-alert" data-color="green" role="status">
        <IconCircleCheck size={18} aria-hidden />
        <div className="public-stack" data-gap="xs">
          <strong>{MESSAGES.waitlistPosition(position)}</strong>
          <span className="public-text-sm">
            We have emailed you a link to your place, where you can also leave the list. When places free up
            they are offered in the order people joined.
          </span>
        </div>
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const body: TWaitlistJoinRequest = {
      ticketVariantId: ticketVariant.id,
      quantity,
      fullName,
      email,
      phoneNumber: phoneNumber.trim() || null,
    };
    const checked = ZWaitlistJoinRequest.safeParse(body);
    if (!checked.success) {
      setErrors(Object.fromEntries(firstMessagePerField(checked, FIELDS)));
      return;
    }
    setErrors({});
    setIsJoining(true);
    try {
      const joined = await joinWaitlist(eventId, body);
      setPosition(joined.position);
    } catch (error) {
      if (isApiError(error) && error.status === 400 && Object.keys(error.errors).length > 0) {
        setErrors(error.errors);
      } else {
        setRefusal(errorMessage(error));
      }
      setIsJoining(false);
    }
  };

  return (
    <form
      className="public-stack"
      data-gap="sm"
      onSubmit={submit}
      noValidate
      aria-label={MESSAGES.joinWaitlist}
    >
      <p className="public-text-sm" style={{ margin: 0 }}>
        Places that become free are offered in the order people joined, by email.
      </p>
      <PublicTextField
        label="Full name"
        value={fullName}
        error={errors.fullName}
        onChange={edit('fullName', setFullName)}
        autoComplete="name"
      />
      <PublicTextField
        label="Email"
        type="email"
        value={email}
        error={errors.email}
        onChange={edit('email', setEmail)}
        autoComplete="email"
      />
      <PublicTextField
        label="Phone (optional)"
        type="tel"
        value={phoneNumber}
        error={errors.phoneNumber}
        onChange={edit('phoneNumber', setPhoneNumber)}
        autoComplete="tel"
        description="For the offer by SMS too"
      />
      <div className="public-row">
        <span className="public-field-label" id={`quantity-${ticketVariant.id}`}>
          How many tickets
        </span>
        <PublicQuantityStepper
          name={`${ticketVariant.name} on the waiting list`}
          quantity={quantity}
          min={1}
          canAdd={quantity < MAX_TICKETS_PER_ORDER}
          onChange={edit('quantity', setQuantity)}
          testId={`waitlist-quantity-${ticketVariant.id}`}
        />
      </div>
      {errors.quantity ? <p className="public-error">{errors.quantity}</p> : null}
      {refusal ? (
        <p className="public-refusal" role="alert">
          {refusal}
        </p>
      ) : null}
      <button
        type="submit"
        className="public-button"
        data-size="lg"
        disabled={isJoining}
        aria-busy={isJoining || undefined}
      >
        {MESSAGES.joinWaitlist}
      </button>
      <button type="button" className="public-button" data-variant="subtle" onClick={onCancel}>
        Cancel
      </button>
    </form>
  );
}
