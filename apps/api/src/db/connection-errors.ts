/** Socket errors of a database that is down, restarting or out of reach. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's class 08 (connection exception), 57P01–57P03 (shut down by an administrator, crash shutdown,
 * cannot connect now: starting up or shutting down) and 53300 (too many connections: every slot is taken by
 * other processes for now).
 */
const UNAVAILABLE_STATE = /^(08[0-9A-Z]{3}|57P0[1-3]|53300)$/;

/** What node-postgres and its pool say, without a code, when a connection ends or never comes. */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Connection ended unexpectedly/i;

/** Whether an error means the database can not be reached right now (a retry later may succeed). */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || UNAVAILABLE_STATE.test(code))) return true;
  return UNAVAILABLE_MESSAGE.test(error.message);
}

/**
 * The fields of a connection error worth logging. node-postgres hangs the client (with its password) on the
 * error it emits, so the error itself is never handed to a logger that prints every property.
 */
export function describeConnectionError(error: unknown): { code?: string; message: string } {
  if (!(error instanceof Error)) return { message: String(error) };
  const code = (error as { code?: unknown }).code;
  return { ...(typeof code === 'string' ? { code } : {}), message: error.message };
}
