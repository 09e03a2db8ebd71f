import { AspectRatio, Button, Card, Center, Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconCalendar, IconPhoto, IconTicket } from '@tabler/icons-react';
import { memo, useMemo } from 'react';
import { Link } from 'react-router';
import type { TActivityListItem } from '@usher/contract/activities';
import { formatPounds } from '@usher/contract/promo-display';
import { previewText } from '@usher/contract/html-text';
import { ActivityStatusBadge } from './activity-status-badge';
import { formatDateRange } from './date-range';

type ActivityCardProps = {
  activity: Pick<
    TActivityListItem,
    | 'id'
    | 'name'
    | 'description'
    | 'imageUrl'
    | 'isPublished'
    | 'firstEventDate'
    | 'lastEventDate'
    | 'ticketsSold'
    | 'gross'
  >;
};

/** One activity of the list: memoised so a list of hundreds re-renders only what changed. */
export const ActivityCard = memo(function ActivityCard({ activity }: ActivityCardProps) {
  const preview = useMemo(() => previewText(activity.description), [activity.description]);
  const dates = formatDateRange(activity.firstEventDate, activity.lastEventDate);

  return (
    <Card
      withBorder
      radius="lg"
      padding="md"
      component="article"
      aria-label={activity.name}
      style={{ contentVisibility: 'auto', containIntrinsicSize: 'auto 220px' }}
    >
      <Group align="flex-start" gap="md" wrap="wrap">
        {activity.imageUrl ? (
          <AspectRatio ratio={350 / 200} w={{ base: '100%', xs: 210 }} style={{ flexShrink: 0 }}>
            <Image src={activity.imageUrl} alt="" radius="md" loading="lazy" decoding="async" fit="cover" />
          </AspectRatio>
        ) : (
          // Beside the text on wider screens, so cards line up; a phone spends no height on an empty box.
          <AspectRatio ratio={350 / 200} w={210} visibleFrom="xs" style={{ flexShrink: 0 }}>
            <Center bg="var(--mantine-color-gray-1)" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
              <IconPhoto size={32} color="var(--mantine-color-gray-5)" aria-hidden />
            </Center>
          </AspectRatio>
        )}
        <Stack gap={6} style={{ flex: '1 1 260px', minWidth: 0 }}>
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <Title order={2} fz="lg" style={{ overflowWrap: 'anywhere' }}>
              {activity.name}
            </Title>
            <ActivityStatusBadge isPublished={activity.isPublished} />
          </Group>
          <Group gap={6} c="dimmed" wrap="nowrap">
            <IconCalendar size={16} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm">{dates ?? 'No dates yet'}</Text>
          </Group>
          {activity.ticketsSold !== null && activity.gross !== null ? (
            <Group gap={6} c="dimmed" wrap="nowrap">
              <IconTicket size={16} aria-hidden style={{ flexShrink: 0 }} />
              <Text size="sm">
                {activity.ticketsSold} sold · {formatPounds(activity.gross)} gross
              </Text>
            </Group>
          ) : null}
          {preview ? (
            // One line per paragraph and list item, as written; three lines at most in the list.
            <Text
              size="sm"
              c="dark.4"
              lineClamp={3}
              style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
            >
              {preview}
            </Text>
          ) : null}
          <Group justify="flex-end" mt="auto">
            <Button component={Link} to={`/activity/${activity.id}/manage`} variant="light">
              Manage
            </Button>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
});
