import type { TSessionResponse } from '@usher/contract/auth';
import { authKeys } from '../features/auth/api/auth-keys';
import { getIdentity } from '../features/check-in/offline/door-store';
import { USER_QUERY_KEY } from '../lib/current-user';
import { queryClient } from '../lib/query-client';

/**
 * Opening the app with no network: a device prepared for a date at the door signs in as the user who prepared
 * it, from the copy kept beside the date's tickets (wiped at sign-out), so the door screens open. The first call
 * once online asks the server again (the CSRF token is fetched before the first POST).
 */
export async function restoreOfflineIdentity(): Promise<void> {
  if (navigator.onLine) return;
  const identity = await getIdentity().catch(() => undefined);
  if (!identity) return;
  const session: TSessionResponse = { authenticated: true, csrfToken: '', oidcEnabled: false };
  queryClient.setQueryData(authKeys.session(), session);
  queryClient.setQueryData(USER_QUERY_KEY, identity.user);
}
