import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';

/** The door once its link no longer lets this phone in (revoked, expired, or its session gone). */
export function CrewClosed({ message, onStartAgain }: { message: string; onStartAgain: () => void }) {
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon color="gray" size={72} radius={36}>
          <IconLock size={40} aria-hidden />
        </ThemeIcon>
        <Title order={1} fz={24}>
          Door closed
        </Title>
        <Text fz="lg" role="alert">
          {message}
        </Text>
        <Text c="dimmed" size="sm">
          Ask the organiser for a new link if you are still at the door.
        </Text>
        <Button variant="default" size="lg" fullWidth onClick={onStartAgain}>
          Start again
        </Button>
      </Stack>
    </Paper>
  );
}
