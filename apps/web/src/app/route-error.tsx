import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** Last resort for a screen that threw or a chunk that failed to load (often after a new deploy). */
export function RouteError() {
  const error = useRouteError();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Center mih="60vh" p="md">
      <Paper withBorder radius="lg" p="xl" maw={480}>
        <Stack gap="sm" align="flex-start">
          <Title order={1} fz={22}>
            {isNotFound ? 'Page not found' : 'Something went wrong'}
          </Title>
          <Text c="dimmed" size="sm">
            {isNotFound
              ? 'There is no page at this address.'
              : 'This page could not be shown. Reloading usually helps.'}
          </Text>
          <Button onClick={() => window.location.reload()}>Reload</Button>
        </Stack>
      </Paper>
    </Center>
  );
}
