import { Alert, Button, Group, Modal, Skeleton, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { TCreatedApiKey } from '@usher/contract/api-keys';
import { SectionCard } from '../../../components/ui/section-card';
import { errorMessage } from '../../../lib/notify';
import { useApiKeys } from '../api/get-api-keys';
import { ApiKeyList } from './api-key-list';
import { CreateApiKeyForm } from './create-api-key-form';
import { NewApiKeyNotice } from './new-api-key-notice';

/** Settings › Developers: the organiser's API keys for /api/v1 — list, create (the key shown once), revoke. */
export function ApiKeysSection() {
  const apiKeys = useApiKeys();
  const [isCreating, { open, close }] = useDisclosure(false);
  const [created, setCreated] = useState<TCreatedApiKey | null>(null);

  return (
    <SectionCard title="API keys">
      <Text size="sm" c="dimmed">
        Your own systems (a door system, a spreadsheet, your website) read your dates, orders and guests and
        check guests in through the API with a key: send it as <code>Authorization: Bearer usk_…</code>. The
        API is described at <a href="/api/docs">/api/docs</a>.
      </Text>
      {created ? <NewApiKeyNotice created={created} onDone={() => setCreated(null)} /> : null}
      <Group>
        <Button mih={44} leftSection={<IconPlus size={16} aria-hidden />} onClick={open}>
          New API key
        </Button>
      </Group>
      {apiKeys.isPending ? (
        <Skeleton h={96} radius="md" />
      ) : apiKeys.isError ? (
        <Alert color="red" variant="light">
          {errorMessage(apiKeys.error)}
        </Alert>
      ) : apiKeys.data.length === 0 ? (
        <Text size="sm">No API keys yet.</Text>
      ) : (
        <ApiKeyList apiKeys={apiKeys.data} />
      )}
      <Modal opened={isCreating} onClose={close} title="New API key" centered>
        <CreateApiKeyForm
          onCancel={close}
          onCreated={(key) => {
            close();
            setCreated(key);
          }}
        />
      </Modal>
    </SectionCard>
  );
}
