import { Alert, Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy, IconKey } from '@tabler/icons-react';
import type { TCreatedApiKey } from '@usher/contract/api-keys';

/** The new key, shown this once with a copy button: the server keeps only its hash. */
export function NewApiKeyNotice({ created, onDone }: { created: TCreatedApiKey; onDone: () => void }) {
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconKey aria-hidden />}
      title={`Your new key “${created.name}”`}
    >
      <Stack gap="sm">
        <Text size="sm" fw={600}>
          Copy it now: you will not see it again.
        </Text>
        <TextInput
          label="Your API key"
          value={created.key}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', minHeight: 44 } }}
        />
        <Group gap="sm">
          <CopyButton value={created.key}>
            {({ copied, copy }) => (
              <Button
                mih={44}
                onClick={copy}
                leftSection={
                  copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
                }
                color={copied ? 'teal' : undefined}
              >
                {copied ? 'Copied' : 'Copy key'}
              </Button>
            )}
          </CopyButton>
          <Button mih={44} variant="default" onClick={onDone}>
            I have copied it
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
