import { Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../lib/use-page-title';

type PageLayoutProps = {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  children: ReactNode;
};

/** A dashboard screen: heading, optional lead text and actions, then the content. Sets the tab title. */
export function PageLayout({ title, description, actions, size = 'md', children }: PageLayoutProps) {
  usePageTitle(title);
  return (
    <Container size={size} px={0}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4}>
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {title}
            </Title>
            {description ? (
              <Text c="dimmed" size="sm" maw={640}>
                {description}
              </Text>
            ) : null}
          </Stack>
          {actions ? <Group gap="xs">{actions}</Group> : null}
        </Group>
        {children}
      </Stack>
    </Container>
  );
}
