import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import type { TCreatedWebhook } from '@usher/contract/webhooks';

/** The new webhook's secret, shown this once, with a copy button; gone once dismissed. */
export function WebhookSecretNotice({ webhook, onDone }: { webhook: TCreatedWebhook; onDone: () => void }) {
  return (
    <Alert color="teal" variant="light" title="Copy the signing secret now">
      <Stack gap="xs">
        <Text size="sm">
          Events to {webhook.url} are signed with this secret. It is not shown again: keep it where your
          receiver can read it.
        </Text>
        <Code block style={{ wordBreak: 'break-all' }} aria-label="Signing secret">
          {webhook.secret}
        </Code>
        <Group gap="sm">
          <CopyButton value={webhook.secret}>
            {({ copied, copy }) => (
              <Button onClick={copy} color={copied ? 'teal' : undefined}>
                {copied ? 'Copied' : 'Copy secret'}
              </Button>
            )}
          </CopyButton>
          <Button variant="default" onClick={onDone}>
            Done
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
