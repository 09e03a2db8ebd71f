import { api } from '../../../lib/api-client';

/**
 * This feature's own fetches (check-in headers, the CSV file) bypass the shared api client, so on a 401 they ask
 * it for the user: its answer, a 401 too, runs the app's handler that takes the user to sign in and back.
 */
export function noticeSignedOut(): void {
  api.get('/api/client/user').catch(() => {});
}
