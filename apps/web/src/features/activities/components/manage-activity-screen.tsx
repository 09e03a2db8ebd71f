import {
  ActionIcon,
  Anchor,
  AspectRatio,
  Button,
  Group,
  Image,
  Paper,
  Stack,
  Text,
  Title,
  Tooltip,
  Typography,
} from '@mantine/core';
import { IconMapPin, IconMoodSad, IconPencil, IconPlus, IconUser, IconWorld } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { TActivity } from '@usher/contract/activities';
import { MESSAGES } from '@usher/contract/messages';
import { formatAddress } from '@usher/contract/address-format';
import { PageLayout } from '../../../components/layouts/page-layout';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { FullPageLoader } from '../../../components/ui/full-page-loader';
import { useCan } from '../../../lib/current-user';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/use-page-title';
import { useActivity } from '../api/get-activity';
import { useActivityHasReserved } from '../api/get-activity-has-reserved';
import { useActivityLinks } from '../api/get-activity-links';
import { usePublishActivity } from '../api/publish-activity';
import { useUnpublishActivity } from '../api/unpublish-activity';
import { ActivityStatusBadge } from './activity-status-badge';
import { EventDatesList } from './event-dates-list';
import { PublishControl } from './publish-control';
import { ShareLinkButtons } from './share-link-buttons';

function Location({ activity }: { activity: TActivity }) {
  if (activity.isOnline) {
    return (
      <Group gap={6} wrap="nowrap" align="flex-start">
        <IconWorld size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        {activity.onlineLink ? (
          <Anchor
            href={activity.onlineLink}
            target="_blank"
            rel="noreferrer"
            style={{ wordBreak: 'break-all' }}
          >
            {activity.onlineLink}
          </Anchor>
        ) : (
          <Text>Online event</Text>
        )}
      </Group>
    );
  }
  const address = formatAddress(activity.address);
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <IconMapPin size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      <Text>{address || 'No address yet'}</Text>
    </Group>
  );
}

type ManageActivityScreenProps = {
  /** The activity's waiting list settings (issue 31 §1), composed in by the router. */
  waitlistSettings?: (activity: TActivity) => ReactNode;
};

/** `/activity/{id}/manage`: the activity, its links and QR, publish state, its dates and waiting list. */
export function ManageActivityScreen({ waitlistSettings }: ManageActivityScreenProps = {}) {
  const { activityId = '' } = useParams();
  const canManage = useCan('manageEvents');
  const activity = useActivity(activityId);
  const hasReserved = useActivityHasReserved(activityId, activity.data?.isPublished === true);
  const links = useActivityLinks(activity.data);
  const publish = usePublishActivity();
  const unpublish = useUnpublishActivity();
  usePageTitle(activity.data?.name ?? 'Manage event');

  if (activity.isPending) return <FullPageLoader />;
  if (activity.isError) {
    return (
      <PageLayout title="Manage event">
        <EmptyPanel
          icon={<IconMoodSad aria-hidden />}
          description={errorMessage(activity.error)}
          actions={
            <Button component={Link} to="/">
              Back to Events
            </Button>
          }
        />
      </PageLayout>
    );
  }

  const item = activity.data;
  const onError = (error: unknown) => notifyError(errorMessage(error));

  return (
    <Stack gap="lg" maw={960} mx="auto">
      <Anchor component={Link} to="/" size="sm">
        ‹ Events
      </Anchor>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Stack gap={6} style={{ minWidth: 0 }}>
              <Title order={1} fz={{ base: 22, sm: 28 }} style={{ overflowWrap: 'anywhere' }}>
                {item.name}
              </Title>
              <Group gap="xs">
                <ActivityStatusBadge isPublished={item.isPublished} />
              </Group>
            </Stack>
            {canManage ? (
              <Tooltip label="Edit event">
                <ActionIcon
                  component={Link}
                  to={`/activity/${item.id}/edit`}
                  variant="light"
                  size="lg"
                  aria-label="Edit event"
                >
                  <IconPencil size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            ) : null}
          </Group>
          <Group align="flex-start" gap="lg" wrap="wrap">
            {item.imageUrl ? (
              <AspectRatio ratio={350 / 200} w={{ base: '100%', sm: 350 }} style={{ flexShrink: 0 }}>
                <Image src={item.imageUrl} alt="" radius="md" fit="cover" />
              </AspectRatio>
            ) : null}
            <Stack gap="sm" style={{ flex: '1 1 280px', minWidth: 0 }}>
              <Location activity={item} />
              <Group gap={6} wrap="nowrap">
                <IconUser size={18} aria-hidden style={{ flexShrink: 0 }} />
                <Text>
                  {item.minAge === null ? 'No age restriction' : `Age restriction: ${item.minAge}+`}
                </Text>
              </Group>
            </Stack>
          </Group>
          {item.description ? (
            <Typography>
              {/* The API sanitises descriptions on save (bold, italic, underline, lists only). */}
              <div dangerouslySetInnerHTML={{ __html: item.description }} />
            </Typography>
          ) : null}
          <Group
            justify="space-between"
            gap="sm"
            pt="xs"
            style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
          >
            <ShareLinkButtons
              activityName={item.name}
              isPublished={item.isPublished}
              links={links.data ?? null}
              linksError={links.error}
            />
            {canManage ? (
              <PublishControl
                isPublished={item.isPublished}
                hasTicketVariants={item.hasTicketVariants}
                isReserved={hasReserved.data === true}
                isPending={publish.isPending || unpublish.isPending}
                onPublish={() =>
                  publish.mutate(item.id, {
                    onSuccess: () => notifySuccess(MESSAGES.activityPublished),
                    onError,
                  })
                }
                onUnpublish={() =>
                  unpublish.mutate(item.id, {
                    onSuccess: () => notifySuccess(MESSAGES.activityUnpublished),
                    onError,
                  })
                }
              />
            ) : null}
          </Group>
        </Stack>
      </Paper>

      {canManage ? (
        <Group justify="flex-end">
          <Button
            component={Link}
            to={`/activity/${item.id}/event/create`}
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            Add New Date
          </Button>
        </Group>
      ) : null}
      <EventDatesList activityId={item.id} mode="current" />
      {waitlistSettings ? waitlistSettings(item) : null}
      <EventDatesList activityId={item.id} mode="past" />
    </Stack>
  );
}
