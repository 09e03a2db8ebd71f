import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCalendar, IconClock, IconMoodSad, IconTicket } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { formatLondon } from '@usher/contract/london-format';
import { MESSAGES } from '@usher/contract/messages';
import type { TPublicWaitlistEntry } from '@usher/contract/waitlist';
import { PublicPage } from '../../../components/layouts/public-page';
import { ConfirmActionButton } from '../../../components/ui/confirm-action-button';
import { Detail } from '../../../components/ui/detail';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { isApiError } from '../../../lib/api-client';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePublicWaitlistEntry } from '../api/get-public-waitlist-entry';
import { useLeaveWaitlist } from '../api/leave-waitlist';
import { OfferCheckoutButton } from './offer-checkout-button';
import { WAITLIST_STATUS } from './waitlist-status';

/** What the entry's state means for its person, below the status badge. */
function StatusLine({ entry }: { entry: TPublicWaitlistEntry }) {
  switch (entry.status) {
    case 'waiting':
      return (
        <Text fz="xl" fw={700} data-testid="waitlist-position">
          {entry.position === null
            ? 'You are on the waiting list'
            : MESSAGES.waitlistPosition(entry.position)}
        </Text>
      );
    case 'offered':
      return (
        <Alert color="teal" variant="light" icon={<IconClock size={18} aria-hidden />} title="Places for you">
          {entry.offer
            ? `Your tickets are held for you until ${formatLondon(entry.offer.expiresAt)} (London time). Buy them before then, or they go to the next person.`
            : 'Your tickets are held for you.'}
        </Alert>
      );
    case 'purchased':
      return <Text>You bought these tickets: they were sent to your email.</Text>;
    case 'expired':
      return <Text>The offer ended unpaid, and the places went to the next person on the list.</Text>;
    case 'left':
      return <Text>{MESSAGES.waitlistLeft}</Text>;
    case 'removed':
      return <Text>The organiser removed this entry from the waiting list.</Text>;
  }
}

function EntryCard({ entry, entryId }: { entry: TPublicWaitlistEntry; entryId: string }) {
  const leave = useLeaveWaitlist(entryId);
  const status = WAITLIST_STATUS[entry.status];
  const canLeave = entry.status === 'waiting' || entry.status === 'offered';
  return (
    <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={1} fz={{ base: 22, sm: 28 }} style={{ overflowWrap: 'anywhere' }}>
            {entry.activityName}
          </Title>
          <Badge color={status.color} variant="light" size="lg" style={{ flexShrink: 0 }}>
            {status.label}
          </Badge>
        </Group>
        <Detail icon={<IconCalendar size={18} aria-hidden />}>{formatLondon(entry.eventStartAt)}</Detail>
        <Detail icon={<IconTicket size={18} aria-hidden />}>
          {entry.quantity} × {entry.ticketVariantName}
        </Detail>
        <div aria-live="polite">
          <StatusLine entry={entry} />
        </div>
        {entry.status === 'offered' && entry.offer ? (
          <OfferCheckoutButton entry={entry} offer={entry.offer} />
        ) : null}
        {canLeave ? (
          <ConfirmActionButton
            label="Leave the waiting list"
            title="Leave the waiting list"
            question={
              entry.status === 'offered'
                ? 'Leave the waiting list? The tickets held for you go to the next person at once.'
                : 'Leave the waiting list? You lose your place in it.'
            }
            isPending={leave.isPending}
            size="md"
            mih={44}
            onConfirm={() => leave.mutateAsync().then(() => notifySuccess(MESSAGES.waitlistLeft))}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}

/** `/waitlist/{entryId}` (issue 31 §2): the link in the waiting list's emails; the entry id is the only key. */
export function WaitlistEntryScreen() {
  const { entryId = '' } = useParams();
  const entry = usePublicWaitlistEntry(entryId);
  usePageTitle('Waiting list');

  let content: ReactNode;
  if (entry.isPending) {
    content = (
      <Paper withBorder radius="lg" p="lg" role="status" aria-label="Loading">
        <Stack>
          <Skeleton h={28} w="70%" />
          <Skeleton h={16} w="50%" />
          <Skeleton h={44} />
        </Stack>
      </Paper>
    );
  } else if (entry.isError) {
    const isMissing = isApiError(entry.error) && entry.error.status === 404;
    content = (
      <EmptyPanel
        icon={<IconMoodSad aria-hidden />}
        title={isMissing ? 'Waiting list entry not found' : 'Unavailable'}
        description={
          isMissing
            ? 'This link does not lead to a place on a waiting list. Please check the link in your email.'
            : errorMessage(entry.error)
        }
        actions={
          isMissing ? null : (
            <Button variant="default" onClick={() => void entry.refetch()}>
              Try again
            </Button>
          )
        }
      />
    );
  } else {
    content = <EntryCard entry={entry.data} entryId={entryId} />;
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
