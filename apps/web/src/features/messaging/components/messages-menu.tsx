import { Group, Paper, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconChevronRight, IconList, IconSend } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

function MenuCard({ to, icon, title, text }: { to: string; icon: ReactNode; title: string; text: string }) {
  return (
    <Paper
      component={Link}
      to={to}
      withBorder
      radius="lg"
      p="md"
      style={{ color: 'inherit', textDecoration: 'none' }}
    >
      <Group wrap="nowrap" gap="md">
        <ThemeIcon size={44} radius="md" variant="light">
          {icon}
        </ThemeIcon>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={700}>{title}</Text>
          <Text size="sm" c="dimmed">
            {text}
          </Text>
        </Stack>
        <IconChevronRight size={18} aria-hidden />
      </Group>
    </Paper>
  );
}

/** §2: the Messages menu, Send Message and Manage Lists. */
export function MessagesMenu() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} component="nav" aria-label="Messages menu">
      <MenuCard
        to="/messages/send-message"
        icon={<IconSend size={22} aria-hidden />}
        title="Send Message"
        text="Email or SMS to your lists and your guests."
      />
      <MenuCard
        to="/messages/manage-lists"
        icon={<IconList size={22} aria-hidden />}
        title="Manage Lists"
        text="Create lists, import receivers, see the built-in lists."
      />
    </SimpleGrid>
  );
}
