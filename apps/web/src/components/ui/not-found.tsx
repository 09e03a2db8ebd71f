import { Button } from '@mantine/core';
import { IconMapOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageLayout } from '../layouts/page-layout';
import { EmptyPanel } from './empty-panel';

export function NotFound() {
  return (
    <PageLayout title="Page not found">
      <EmptyPanel
        icon={<IconMapOff aria-hidden />}
        description="There is no page at this address."
        actions={
          <Button component={Link} to="/">
            Back to Events
          </Button>
        }
      />
    </PageLayout>
  );
}
