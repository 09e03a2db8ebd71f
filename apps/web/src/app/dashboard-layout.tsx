import { RequireAuth } from '../features/auth/components/require-auth';
import { DashboardShell } from './dashboard-shell';

/** Loaded lazily: the sign-in and public pages never download the shell, its menus and popovers. */
export function DashboardLayout() {
  return (
    <RequireAuth>
      <DashboardShell />
    </RequireAuth>
  );
}
