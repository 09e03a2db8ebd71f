import { Alert, Button, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageLayout } from '../../../components/layouts/page-layout';
import { errorMessage } from '../../../lib/notify';
import { useOrganisationDetails } from '../api/get-organisation-details';
import { LogoUpload } from './logo-upload';
import { SettingsForm } from './settings-form';

/** `children`: more settings cards below the organiser's own, composed by the app (Payments). */
export function SettingsScreen({ children }: { children?: ReactNode }) {
  const details = useOrganisationDetails();

  return (
    <PageLayout
      title="Settings"
      description="How your organiser appears to customers on tickets and event pages."
      actions={
        <Button
          component={Link}
          to="/create-organization"
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
        >
          Create new organizer
        </Button>
      }
    >
      {details.isPending ? (
        <Stack gap="lg">
          <Skeleton h={160} radius="lg" />
          <Skeleton h={320} radius="lg" />
        </Stack>
      ) : details.isError ? (
        <Alert color="red" variant="light">
          {errorMessage(details.error)}
        </Alert>
      ) : (
        <Stack gap="lg">
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
            <Stack gap="md">
              <Title order={2} fz="lg">
                Logo
              </Title>
              <LogoUpload
                guid={details.data.guid}
                avatarUrl={details.data.avatarUrl}
                name={details.data.name}
              />
            </Stack>
          </Paper>
          <SettingsForm key={details.data.guid} details={details.data} />
          {children}
        </Stack>
      )}
    </PageLayout>
  );
}
