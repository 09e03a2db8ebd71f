import { Alert } from '@mantine/core';
import { Outlet } from 'react-router';
import type { TCapability } from '@usher/contract/permissions';
import { can } from '@usher/contract/permissions';
import { FullPageLoader } from '../components/ui/full-page-loader';
import { NoAccess } from '../components/ui/no-access';
import { useUser } from '../lib/current-user';
import { errorMessage } from '../lib/notify';

/** §6: a route the user's role does not allow shows a panel instead (the server refuses the calls too). */
export function RequireCapability({ capability }: { capability: TCapability }) {
  const user = useUser();
  if (user.isPending) return <FullPageLoader />;
  if (user.isError) {
    return (
      <Alert color="red" variant="light">
        {errorMessage(user.error)}
      </Alert>
    );
  }
  if (!can(user.data.permissions, capability)) return <NoAccess />;
  return <Outlet />;
}
