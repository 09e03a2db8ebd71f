import { Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatLondon } from '@usher/contract/london-format';
import type { TApiKey } from '@usher/contract/api-keys';
import { ApiKeyStatus } from './api-key-status';
import { RevokeApiKeyButton } from './revoke-api-key-button';

/** Mantine's sm breakpoint: a table from here up, one card per key below. */
const TABLE_QUERY = '(min-width: 48em)';

const lastUsed = (key: TApiKey) => (key.lastUsedAt ? formatLondon(key.lastUsedAt) : 'Never');

function ApiKeyTable({ apiKeys }: { apiKeys: TApiKey[] }) {
  return (
    <Table verticalSpacing="sm" highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Name</Table.Th>
          <Table.Th>Key</Table.Th>
          <Table.Th>Scopes</Table.Th>
          <Table.Th>Created</Table.Th>
          <Table.Th>Last used</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {apiKeys.map((key) => (
          <Table.Tr key={key.id}>
            <Table.Td>{key.name}</Table.Td>
            <Table.Td ff="monospace" style={{ whiteSpace: 'nowrap' }}>
              {key.keyPrefix}…
            </Table.Td>
            <Table.Td>{key.scopes.join(', ')}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatLondon(key.createdAt)}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{lastUsed(key)}</Table.Td>
            <Table.Td>
              <ApiKeyStatus apiKey={key} />
            </Table.Td>
            <Table.Td ta="right">{key.revokedAt ? null : <RevokeApiKeyButton apiKey={key} />}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function ApiKeyCard({ apiKey }: { apiKey: TApiKey }) {
  return (
    <Paper withBorder radius="md" p="sm" component="li">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{apiKey.name}</Text>
          <ApiKeyStatus apiKey={apiKey} />
        </Group>
        <Text size="sm" ff="monospace">
          {apiKey.keyPrefix}…
        </Text>
        <Text size="sm">{apiKey.scopes.join(', ')}</Text>
        <Text size="sm" c="dimmed">
          Created {formatLondon(apiKey.createdAt)} · Last used {lastUsed(apiKey)}
        </Text>
        {apiKey.revokedAt ? null : (
          <Group justify="flex-end">
            <RevokeApiKeyButton apiKey={apiKey} />
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** The organiser's keys: a table on wide screens, cards on phones. */
export function ApiKeyList({ apiKeys }: { apiKeys: TApiKey[] }) {
  const isTable = useMediaQuery(TABLE_QUERY, window.matchMedia(TABLE_QUERY).matches, {
    getInitialValueInEffect: false,
  });
  if (isTable) {
    return (
      <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
        <ApiKeyTable apiKeys={apiKeys} />
      </Paper>
    );
  }
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="API keys">
      {apiKeys.map((key) => (
        <ApiKeyCard key={key.id} apiKey={key} />
      ))}
    </Stack>
  );
}
