import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { FullPageLoader } from '../../../components/ui/full-page-loader';
import { useSession } from '../api/get-session';

/** Dashboard routes need a session; without one the user signs in and comes back to the same address. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <FullPageLoader />;
  if (!session.data?.authenticated) {
    const redirectTo = `${location.pathname}${location.search}`;
    const search = redirectTo === '/' ? '' : `?redirectTo=${encodeURIComponent(redirectTo)}`;
    return <Navigate to={`/sign-in${search}`} replace />;
  }
  return children;
}
