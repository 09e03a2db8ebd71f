import { AspectRatio, Badge, Button, Card, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import {
  IconBuildingStore,
  IconCalendarOff,
  IconChevronRight,
  IconMapPin,
  IconUser,
  IconWorld,
} from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { formatAddress } from '@usher/contract/address-format';
import { formatLondon } from '@usher/contract/london-format';
import { formatPriceRange } from '@usher/contract/price-format';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePublicActivity } from '../api/get-public-activity';
import { PublicPage } from '../../../components/layouts/public-page';
import { PublicEventNotFound, PublicPageLoading } from '../../../components/layouts/public-page-states';
import { Detail } from '../../../components/ui/detail';
import { DescriptionHtml } from './public-details';

/** `/a/{activityId}`: a published activity and its upcoming dates; one date alone opens that date. */
export function PublicActivityScreen() {
  const { activityId = '' } = useParams();
  const navigate = useNavigate();
  const activity = usePublicActivity(activityId);
  usePageTitle(activity.data?.name ?? 'Event');

  const onlyEventId = activity.data?.events.length === 1 ? activity.data.events[0]?.id : undefined;
  useEffect(() => {
    if (onlyEventId) navigate(`/e/${onlyEventId}`, { replace: true });
  }, [navigate, onlyEventId]);

  if (activity.isPending || onlyEventId) return <PublicPageLoading />;
  if (activity.isError) return <PublicEventNotFound />;

  const item = activity.data;
  const address = formatAddress(item.address);
  return (
    <PublicPage>
      <Paper withBorder shadow="sm" radius="lg" style={{ overflow: 'hidden' }}>
        {item.imageUrl ? (
          <AspectRatio ratio={350 / 200}>
            <Image src={item.imageUrl} alt="" fit="cover" />
          </AspectRatio>
        ) : null}
        <Stack gap="sm" p={{ base: 'md', sm: 'lg' }}>
          <Title order={1} fz={{ base: 24, sm: 32 }} style={{ overflowWrap: 'anywhere' }}>
            {item.name}
          </Title>
          <Detail icon={<IconBuildingStore size={18} aria-hidden />}>{item.organizationName}</Detail>
          {item.isOnline ? (
            <Detail icon={<IconWorld size={18} aria-hidden />}>Online event</Detail>
          ) : address ? (
            <Detail icon={<IconMapPin size={18} aria-hidden />}>{address}</Detail>
          ) : null}
          {item.minAge !== null ? (
            <Detail icon={<IconUser size={18} aria-hidden />}>Age restriction: {item.minAge}+</Detail>
          ) : null}
          <DescriptionHtml html={item.description} />
        </Stack>
      </Paper>

      <Stack gap="sm" component="section" aria-labelledby="dates-title">
        <Title order={2} fz="lg" id="dates-title">
          Choose a date
        </Title>
        {item.events.length === 0 ? (
          <EmptyPanel
            icon={<IconCalendarOff aria-hidden />}
            description="There are no upcoming dates at the moment. Please check back soon."
          />
        ) : (
          item.events.map((event) => (
            <Card key={event.id} withBorder radius="lg" padding="md" component={Link} to={`/e/${event.id}`}>
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={600}>{formatLondon(event.startAt)}</Text>
                  {event.endAt ? (
                    <Text size="xs" c="dimmed">
                      Until {formatLondon(event.endAt)}
                    </Text>
                  ) : null}
                  {event.priceRange ? (
                    <Text size="sm" fw={500}>
                      {formatPriceRange(event.priceRange)}
                    </Text>
                  ) : null}
                </Stack>
                <Group gap="xs" wrap="nowrap">
                  {event.isSoldOut ? (
                    <Badge color="red" variant="light" c="red.9">
                      Sold out
                    </Badge>
                  ) : null}
                  <IconChevronRight size={18} color="var(--mantine-color-dimmed)" aria-hidden />
                </Group>
              </Group>
            </Card>
          ))
        )}
      </Stack>
      {item.organizationGuid ? (
        <Group justify="center">
          <Button component={Link} to={`/o/${item.organizationGuid}`} variant="subtle" size="xs">
            More from {item.organizationName}
          </Button>
        </Group>
      ) : null}
    </PublicPage>
  );
}
