import { Avatar, Box, Container, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCalendarOff, IconMoodSad } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { Logo } from '../../../components/ui/logo';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePublicOrganisation } from '../api/get-public-organisation';
import { ShopWindowList } from './shop-window-list';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
}

/** The organiser's public page and shop window: no sign-in, no dashboard shell. */
export function PublicOrganisationScreen() {
  const { guid = '' } = useParams();
  const organisation = usePublicOrganisation(guid);
  usePageTitle(organisation.data?.name ?? 'Organiser');

  return (
    <Box mih="100dvh" bg="var(--mantine-color-gray-0)">
      <Box
        h={{ base: 96, sm: 140 }}
        style={{
          background: 'linear-gradient(120deg, var(--mantine-color-indigo-6), var(--mantine-color-violet-5))',
        }}
      />
      <Container size="md" px="md" mt={{ base: -48, sm: -64 }} pb="xl">
        <Stack gap="lg">
          <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 'xl' }}>
            {organisation.isPending ? (
              <Stack>
                <Skeleton h={80} w={80} radius="md" />
                <Skeleton h={28} w="60%" />
                <Skeleton h={60} />
              </Stack>
            ) : organisation.isError ? (
              <EmptyPanel
                icon={<IconMoodSad aria-hidden />}
                title="Organiser not found"
                description="This page does not exist or is no longer available."
              />
            ) : (
              <Stack gap="md">
                <Avatar
                  src={organisation.data.avatarUrl}
                  alt={`${organisation.data.name} logo`}
                  size={88}
                  radius="md"
                  color="indigo"
                  variant="light"
                  styles={{ image: { objectFit: 'contain', background: 'white' } }}
                >
                  {initials(organisation.data.name)}
                </Avatar>
                <Title order={1} fz={{ base: 26, sm: 34 }}>
                  {organisation.data.name}
                </Title>
                {organisation.data.description ? (
                  <Text c="dark.4" style={{ whiteSpace: 'pre-line' }}>
                    {organisation.data.description}
                  </Text>
                ) : null}
              </Stack>
            )}
          </Paper>
          {organisation.isSuccess ? (
            <Stack gap="sm">
              <Title order={2} fz="xl">
                Upcoming events
              </Title>
              {organisation.data.activities.length > 0 ? (
                <ShopWindowList activities={organisation.data.activities} />
              ) : (
                <EmptyPanel
                  icon={<IconCalendarOff aria-hidden />}
                  description="There are no upcoming events at the moment. Please check back soon."
                />
              )}
            </Stack>
          ) : null}
          <Group justify="center" gap={6}>
            <Text size="xs" c="dimmed">
              Tickets by
            </Text>
            <Logo />
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
