import { Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconBuildingStore, IconUser } from '@tabler/icons-react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { PageLayout } from '../../../components/layouts/page-layout';
import { FAQ, type FaqMode } from './faq-content';

function isFaqMode(value: string | undefined): value is FaqMode {
  return value === 'organizer' || value === 'client';
}

export function FaqScreen() {
  const { startMode } = useParams();
  const navigate = useNavigate();
  if (!isFaqMode(startMode)) return <Navigate to="/faq/organizer" replace />;

  return (
    <PageLayout title="FAQ" description="Answers to the questions organisers and their customers ask most.">
      <Tabs
        value={startMode}
        onChange={(mode) => {
          if (isFaqMode(mode ?? undefined)) void navigate(`/faq/${mode}`, { replace: true });
        }}
        variant="pills"
        radius="xl"
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="organizer" leftSection={<IconBuildingStore size={16} aria-hidden />}>
            Organiser
          </Tabs.Tab>
          <Tabs.Tab value="client" leftSection={<IconUser size={16} aria-hidden />}>
            Client
          </Tabs.Tab>
        </Tabs.List>
        {(['organizer', 'client'] as const).map((mode) => (
          <Tabs.Panel key={mode} value={mode}>
            <Stack gap="sm">
              {FAQ[mode].map((entry) => (
                <Paper key={entry.question} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
                  <Title order={2} fz="md" mb={6}>
                    {entry.question}
                  </Title>
                  <Text size="sm" c="dark.4" lh={1.6}>
                    {entry.answer}
                  </Text>
                </Paper>
              ))}
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
    </PageLayout>
  );
}
