import { Alert, Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconMoodSad } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { MESSAGES } from '@usher/contract/messages';
import { PublicPage } from '../../../components/layouts/public-page';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { isApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/use-page-title';
import { useUnsubscribeDetails } from '../api/get-unsubscribe';
import { useUnsubscribe } from '../api/unsubscribe';

/** `/u/{token}`: the link in every email; one button stops this organiser's messages to this address. */
export function UnsubscribeScreen() {
  const { token = '' } = useParams();
  const details = useUnsubscribeDetails(token);
  const unsubscribe = useUnsubscribe(token);
  usePageTitle('Unsubscribe');

  let content: ReactNode;
  if (details.isPending) {
    content = (
      <Paper withBorder radius="lg" p="lg" role="status" aria-label="Loading">
        <Stack>
          <Skeleton h={28} w="70%" />
          <Skeleton h={16} w="50%" />
          <Skeleton h={44} />
        </Stack>
      </Paper>
    );
  } else if (details.isError) {
    const isMissing = isApiError(details.error) && details.error.status < 500;
    content = (
      <EmptyPanel
        icon={<IconMoodSad aria-hidden />}
        title={isMissing ? 'Link not found' : 'Unavailable'}
        description={
          isMissing
            ? 'This unsubscribe link is not valid. Please check the link in the message you received.'
            : errorMessage(details.error)
        }
      />
    );
  } else {
    const { organizationName, maskedAddress, unsubscribed } = details.data;
    content = (
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Title order={1} fz={{ base: 22, sm: 26 }} style={{ overflowWrap: 'anywhere' }}>
            Messages from {organizationName}
          </Title>
          <Text>
            Sent to <strong>{maskedAddress}</strong>
          </Text>
          {unsubscribed ? (
            <Alert
              color="teal"
              variant="light"
              icon={<IconCircleCheck size={18} aria-hidden />}
              role="status"
            >
              {MESSAGES.unsubscribed}
            </Alert>
          ) : (
            <>
              <Text size="sm" c="dimmed">
                Unsubscribe to receive no more emails or text messages from {organizationName} at this
                address.
              </Text>
              {unsubscribe.isError ? (
                <Alert color="red" variant="light">
                  {errorMessage(unsubscribe.error)}
                </Alert>
              ) : null}
              <Button
                size="md"
                fullWidth
                onClick={() => unsubscribe.mutate()}
                loading={unsubscribe.isPending}
              >
                Unsubscribe
              </Button>
            </>
          )}
        </Stack>
      </Paper>
    );
  }

  return (
    <PublicPage>
      {/* The link is the key: keep it out of search engines and other sites' referrer logs. */}
      <meta name="robots" content="noindex, nofollow" />
      <meta name="referrer" content="no-referrer" />
      {content}
    </PublicPage>
  );
}
