import type { Db } from '../../db/database';
import { deleteNoncesBefore } from './check-in-request.repository';

/** Forgets check-in nonces used before `before`: a retry comes within seconds of its scan, never a day later. */
export function forgetNoncesBefore(db: Db, before: Date): Promise<number> {
  return deleteNoncesBefore(db, before);
}
