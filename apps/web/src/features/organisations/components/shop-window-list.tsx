import { AspectRatio, Badge, Card, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatLondon } from '@usher/contract/london-format';
import type { TPublicOrganisation } from '@usher/contract/organisations';
import { formatPrice } from '@usher/contract/price-format';

type ShopWindowActivity = TPublicOrganisation['activities'][number];

/** "From £12.00", or "Free" when the cheapest ticket is; nothing while no ticket type exists. */
export function priceFromText(priceFrom: number | null): string | null {
  if (priceFrom === null) return null;
  return priceFrom === 0 ? 'Free' : `From ${formatPrice(priceFrom)}`;
}

/** The organiser's shop window (issue 16 §1.5): one card per activity, each leading to its page. */
export function ShopWindowList({ activities }: { activities: ShopWindowActivity[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {activities.map((activity) => {
        const price = priceFromText(activity.priceFrom);
        return (
          <Card
            key={activity.id}
            withBorder
            radius="lg"
            padding="md"
            component={Link}
            to={`/a/${activity.id}`}
            aria-label={activity.name}
          >
            {activity.imageUrl ? (
              <Card.Section mb="sm">
                <AspectRatio ratio={350 / 200}>
                  <Image src={activity.imageUrl} alt="" fit="cover" />
                </AspectRatio>
              </Card.Section>
            ) : null}
            <Stack gap={6}>
              <Text fw={700} fz="lg" style={{ overflowWrap: 'anywhere' }}>
                {activity.name}
              </Text>
              <Group gap={6} wrap="nowrap">
                <IconCalendar size={16} aria-hidden style={{ flexShrink: 0 }} />
                <Text size="sm">
                  {formatLondon(activity.nextEventDate)}
                  {activity.lastEventDate !== activity.nextEventDate ? ' and more dates' : ''}
                </Text>
              </Group>
              <Group gap="xs">
                {price ? (
                  <Text fw={700} c="indigo.7">
                    {price}
                  </Text>
                ) : null}
                {activity.soldOut ? (
                  <Badge color="red" variant="light">
                    Sold out
                  </Badge>
                ) : null}
              </Group>
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
