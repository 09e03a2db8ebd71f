import { Alert, Skeleton, Stack, Text } from '@mantine/core';
import { IconInbox, IconMailForward } from '@tabler/icons-react';
import { PageLayout } from '../../../components/layouts/page-layout';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { errorMessage } from '../../../lib/notify';
import { isDevMailboxOff, useDevMailbox } from '../api/get-dev-mailbox';
import { DevMailboxMessageCard } from './dev-mailbox-message-card';

const CONFIGURED_NOTE =
  'With SMTP (SMTP_URL) or an SMS provider (SMS_ACCOUNT_SID, SMS_AUTH_TOKEN, SMS_FROM) configured, messages are really sent and this mailbox is off.';

/**
 * `/dev-mailbox`: with no email or SMS provider configured, what Usher would have sent (ticket emails with
 * their PDF, ticket SMS), newest first and refreshed every few seconds. Not in the menu: a developer's page.
 */
export function DevMailboxScreen() {
  const mailbox = useDevMailbox();

  let content;
  if (mailbox.data && mailbox.data.messages.length > 0) {
    content = (
      <Stack gap="sm">
        {mailbox.data.messages.map((message) => (
          <DevMailboxMessageCard key={message.id} message={message} />
        ))}
      </Stack>
    );
  } else if (mailbox.data) {
    content = (
      <EmptyPanel
        icon={<IconInbox aria-hidden />}
        title="Nothing would have gone out yet"
        description={
          <>
            Issue a free ticket and its SMS, and its email with the PDF when an email was given, appear here
            within a few seconds. {CONFIGURED_NOTE}
          </>
        }
      />
    );
  } else if (isDevMailboxOff(mailbox.error)) {
    content = (
      <EmptyPanel
        icon={<IconMailForward aria-hidden />}
        title="The developer mailbox is off"
        description="An email or SMS provider is configured, so messages are really sent to guests instead of being kept here."
      />
    );
  } else if (mailbox.isError) {
    content = (
      <Alert color="red" variant="light">
        {errorMessage(mailbox.error)}
      </Alert>
    );
  } else {
    content = <Skeleton h={240} radius="lg" />;
  }

  return (
    <PageLayout
      title="Developer mailbox"
      description="Emails and SMS that would have been sent to guests, kept here because no provider is configured."
    >
      {content}
      {mailbox.data && mailbox.data.messages.length > 0 ? (
        <Text size="xs" c="dimmed">
          {CONFIGURED_NOTE}
        </Text>
      ) : null}
    </PageLayout>
  );
}
