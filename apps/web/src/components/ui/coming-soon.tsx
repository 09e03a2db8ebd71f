import { IconTools } from '@tabler/icons-react';
import { PageLayout } from '../layouts/page-layout';
import { EmptyPanel } from './empty-panel';

/** The placeholder for screens that arrive in later issues. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <PageLayout title={title}>
      <EmptyPanel
        icon={<IconTools aria-hidden />}
        title="Coming soon"
        description="This screen is on its way in a coming release of Usher."
      />
    </PageLayout>
  );
}
