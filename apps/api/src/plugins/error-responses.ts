import { ZErrorResponse } from '@usher/contract/errors';

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 429 | 503;

/** The error answers a route declares: each the one `{ message, errors }` shape the error handler sends. */
export function errorResponses<const S extends ErrorStatus>(
  ...statuses: S[]
): Record<S, typeof ZErrorResponse> {
  return Object.fromEntries(statuses.map((status) => [status, ZErrorResponse])) as Record<
    S,
    typeof ZErrorResponse
  >;
}

/** What an organiser's route can answer besides success: bad input, signed out, not allowed, not found, conflict. */
export const ORGANISER_ROUTE_ERRORS = errorResponses(400, 401, 403, 404, 409);
