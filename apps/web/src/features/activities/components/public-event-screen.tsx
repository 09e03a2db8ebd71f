import {
  Alert,
  AspectRatio,
  Badge,
  Button,
  Divider,
  Group,
  Image,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  IconBuildingStore,
  IconCalendar,
  IconDoor,
  IconInfoCircle,
  IconMapPin,
  IconUser,
  IconWorld,
} from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { formatAddress } from '@usher/contract/address-format';
import { formatLondon } from '@usher/contract/london-format';
import { MESSAGES } from '@usher/contract/messages';
import { isApiError } from '../../../lib/api-client';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { usePlaceHold } from '../../orders/api/place-hold';
import { formatPrice } from '@usher/contract/price-format';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePublicPromoPrices } from '../../promo-codes/api/get-public-promo-prices';
import { usePublicEvent } from '../api/get-public-event';
import { PublicPage } from '../../../components/layouts/public-page';
import { PublicEventNotFound, PublicPageLoading } from '../../../components/layouts/public-page-states';
import { Detail } from '../../../components/ui/detail';
import { DescriptionHtml } from './public-details';
import { PublicPromoField } from '../../../components/forms/public-promo-field';
import { TicketSelector, totalPrice, type TTicketSelection } from './ticket-selector';

/** Whole minutes from now until an ISO time, for the hold's toast. */
const minutesUntil = (iso: string) => Math.max(1, Math.round((Date.parse(iso) - Date.now()) / 60_000));

/** `/e/{eventId}`: one date's public page; "Get tickets" holds the chosen tickets and opens the checkout. */
export function PublicEventScreen() {
  const { eventId = '' } = useParams();
  const navigate = useNavigate();
  const event = usePublicEvent(eventId);
  const placeHold = usePlaceHold(eventId);
  const [holdRefusal, setHoldRefusal] = useState<string | null>(null);
  const [selection, setSelection] = useState<TTicketSelection>({});
  const [promoCode, setPromoCode] = useState('');
  const promo = usePublicPromoPrices(eventId, promoCode);
  const discountedPrices = useMemo(
    () =>
      promo.data
        ? new Map(promo.data.ticketVariants.map((variant) => [variant.id, variant.discountedPrice]))
        : null,
    [promo.data],
  );
  usePageTitle(event.data?.name ?? 'Event');

  if (event.isPending) return <PublicPageLoading />;
  if (event.isError) return <PublicEventNotFound />;

  const item = event.data;
  const address = formatAddress(item.address);
  const total = totalPrice(item, selection, discountedPrices);
  const count = Object.values(selection).reduce((sum, quantity) => sum + quantity, 0);
  const isReadOnly = item.isOver || item.isSoldOut;

  const changeSelection = (next: TTicketSelection) => {
    setSelection(next);
    setHoldRefusal(null);
  };

  const getTickets = async () => {
    const items = Object.entries(selection)
      .filter(([, quantity]) => quantity > 0)
      .map(([identity, quantity]) => ({ identity, quantity }));
    try {
      const hold = await placeHold.mutateAsync({
        body: { items },
        promoCode: promo.data ? promoCode : '',
      });
      notifySuccess(MESSAGES.ticketsHeld(minutesUntil(hold.expiresAt)));
      navigate(`/checkout/${hold.id}`);
    } catch (error) {
      // Places taken meanwhile (409) or a busy date (503): say so by the tickets; the counts are refetched.
      const message = errorMessage(error);
      if (isApiError(error) && (error.status === 409 || error.status === 503)) {
        setSelection({});
        setHoldRefusal(message);
      } else {
        notifyError(message);
      }
    }
  };

  return (
    <PublicPage>
      <Paper withBorder shadow="sm" radius="lg" style={{ overflow: 'hidden' }}>
        {item.imageUrl ? (
          <AspectRatio ratio={350 / 200}>
            <Image src={item.imageUrl} alt="" fit="cover" />
          </AspectRatio>
        ) : null}
        <Stack gap="sm" p={{ base: 'md', sm: 'lg' }}>
          <Group gap="xs">
            {item.isOver ? (
              <Badge color="gray" variant="light">
                Over
              </Badge>
            ) : item.isSoldOut ? (
              <Badge color="red" variant="light">
                Sold out
              </Badge>
            ) : null}
          </Group>
          <Title order={1} fz={{ base: 24, sm: 32 }} style={{ overflowWrap: 'anywhere' }}>
            {item.name}
          </Title>
          <Detail icon={<IconBuildingStore size={18} aria-hidden />}>{item.organizationName}</Detail>
          <Detail icon={<IconCalendar size={18} aria-hidden />}>
            {formatLondon(item.startAt)}
            {item.endAt ? ` – ${formatLondon(item.endAt)}` : ''}
          </Detail>
          {item.doorsOpenAt ? (
            <Detail icon={<IconDoor size={18} aria-hidden />}>
              Doors open {formatLondon(item.doorsOpenAt)}
            </Detail>
          ) : null}
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

      <Paper
        withBorder
        radius="lg"
        p={{ base: 'md', sm: 'lg' }}
        component="section"
        aria-labelledby="tickets-title"
      >
        <Stack gap="md">
          <Title order={2} fz="lg" id="tickets-title">
            Tickets
          </Title>
          {item.isOver ? (
            <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
              {MESSAGES.eventOver}
            </Alert>
          ) : item.isSoldOut ? (
            <Alert color="red" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
              Sold out
            </Alert>
          ) : null}
          {!isReadOnly && !item.isPaidSaleAvailable ? (
            <Alert color="orange" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
              {MESSAGES.paidSaleUnavailable}
            </Alert>
          ) : null}
          {item.ticketVariants.length === 0 ? (
            <Text c="dimmed" size="sm">
              Tickets are not on sale yet.
            </Text>
          ) : (
            <TicketSelector
              event={item}
              selection={selection}
              onChange={changeSelection}
              isReadOnly={isReadOnly}
              discountedPrices={discountedPrices}
            />
          )}
          {isReadOnly ? null : (
            <>
              {item.ticketVariants.length > 0 ? (
                <PublicPromoField prices={promo} onApply={setPromoCode} />
              ) : null}
              <Divider />
              <Group justify="space-between">
                <Text fw={600}>Total</Text>
                <Text fw={700} fz="lg" aria-live="polite">
                  {count === 0 ? '£0.00' : formatPrice(total)}
                </Text>
              </Group>
              {holdRefusal ? (
                <Text c="red" size="sm" fw={500} role="alert">
                  {holdRefusal}
                </Text>
              ) : null}
              <Button
                size="md"
                h={48}
                fullWidth
                disabled={count === 0}
                loading={placeHold.isPending}
                onClick={getTickets}
              >
                Get tickets
              </Button>
              <Text size="xs" c="dimmed" ta="center">
                {MESSAGES.noBookingFee}
              </Text>
            </>
          )}
        </Stack>
      </Paper>
      <Group justify="center">
        <Button component={Link} to={`/o/${item.organizationGuid}`} variant="subtle" size="xs">
          More from {item.organizationName}
        </Button>
      </Group>
    </PublicPage>
  );
}
