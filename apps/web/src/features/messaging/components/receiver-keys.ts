type Contact = { email: string | null; phone: string | null };

/**
 * Whether a receiver repeats an email or phone of these others (a list holds each once), leaving out the one
 * at `except` (the receiver being edited).
 */
export function repeatsContact(receiver: Contact, others: readonly Contact[], except = -1): boolean {
  return others.some(
    (other, index) =>
      index !== except &&
      ((receiver.email !== null && other.email === receiver.email) ||
        (receiver.phone !== null && other.phone === receiver.phone)),
  );
}
