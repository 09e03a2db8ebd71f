import { Anchor, Box, Container, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Logo } from '../ui/logo';

/** The public pages' frame: no dashboard shell, a narrow column that suits a 360 px phone. */
export function PublicPage({ children }: { children: ReactNode }) {
  return (
    <Box mih="100dvh" bg="var(--mantine-color-gray-0)">
      <Box
        h={{ base: 72, sm: 120 }}
        style={{
          background: 'linear-gradient(120deg, var(--mantine-color-indigo-6), var(--mantine-color-violet-5))',
        }}
      />
      <Container size="sm" px={{ base: 12, sm: 'md' }} mt={{ base: -40, sm: -72 }} pb="xl">
        <Stack gap="lg">
          <Stack gap="lg" component="main">
            {children}
          </Stack>
          <Group justify="center" gap={6} component="footer">
            <Text size="xs" c="dimmed">
              Tickets by
            </Text>
            <Anchor href="/" underline="never" c="inherit" aria-label="Usher">
              <Logo />
            </Anchor>
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
