import type { TReadFileResponse } from '@usher/contract/mailing-lists';

type Contact = { email: string | null; phone: string | null };

export type ImportPreview = {
  /** Receivers the list does not hold yet: what the import will add. */
  fresh: Contact[];
  /** Receivers whose email or phone the list already holds. */
  inList: number;
  /** Rows the file skips (no contact, bad email or phone, repeated in the file). */
  skipped: TReadFileResponse['skipped'];
};

/** What importing a file will do to this list, from the server's reading of the file and the list's receivers. */
export function previewImport(file: TReadFileResponse, listReceivers: readonly Contact[]): ImportPreview {
  const emails = new Set(listReceivers.map((r) => r.email).filter(Boolean));
  const phones = new Set(listReceivers.map((r) => r.phone).filter(Boolean));
  const fresh = file.receivers.filter(
    (r) => !(r.email && emails.has(r.email)) && !(r.phone && phones.has(r.phone)),
  );
  return { fresh, inList: file.receivers.length - fresh.length, skipped: file.skipped };
}
