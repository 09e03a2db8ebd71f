import { Stack } from '@mantine/core';
import { PageLayout } from '../components/layouts/page-layout';
import { ApiKeysSection } from '../features/api-keys/components/api-keys-section';
import { EmbedSnippetsSection } from '../features/embed/components/embed-snippets-section';
import { WebhooksSection } from '../features/webhooks/components/webhooks-section';

/** Settings › Developers: one section per way the organiser's own systems reach Usher, stacked. */
export function DevelopersPage() {
  return (
    <PageLayout title="Developers" description="Connect your own systems to Usher.">
      <Stack gap="lg">
        <ApiKeysSection />
        <WebhooksSection />
        <EmbedSnippetsSection />
      </Stack>
    </PageLayout>
  );
}
