import { EmptyState, Paper } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { usePageTitle } from '../../lib/use-page-title';

export const NO_ACCESS_TEXT = 'You do not have access to this page.';

export function NoAccess() {
  usePageTitle('No access');
  return (
    <Paper withBorder radius="lg" p="xl" maw={560} mx="auto" mt="xl">
      <EmptyState
        variant="light"
        color="red"
        icon={<IconLock aria-hidden />}
        title="No access"
        description={NO_ACCESS_TEXT}
      />
    </Paper>
  );
}
