import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFlask, IconMoodSad } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { MESSAGES } from '@usher/contract/messages';
import { formatPounds } from '@usher/contract/promo-display';
import { PublicPage } from '../../../components/layouts/public-page';
import { PublicPageLoading } from '../../../components/layouts/public-page-states';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { errorMessage, notify, notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCancelTestPayment } from '../api/cancel-test-payment';
import { usePublicOrder } from '../api/get-public-order';
import { usePayTestPayment } from '../api/pay-test-payment';

/**
 * `/pay/test/{orderId}`: Usher's own payment page while no provider is configured (issue 16 §2). Pay confirms the
 * order as a provider would, Cancel abandons it; both lead to the confirmation page.
 */
export function TestPaymentScreen() {
  const { orderId = '' } = useParams();
  const navigate = useNavigate();
  const order = usePublicOrder(orderId);
  const pay = usePayTestPayment(orderId);
  const cancel = useCancelTestPayment(orderId);
  usePageTitle(MESSAGES.testPaymentTitle);

  if (order.isPending) return <PublicPageLoading />;
  if (order.isError) {
    return (
      <PublicPage>
        <EmptyPanel
          icon={<IconMoodSad aria-hidden />}
          title="Order not found"
          description="This order does not exist."
        />
      </PublicPage>
    );
  }

  const act = async (action: 'pay' | 'cancel') => {
    try {
      await (action === 'pay' ? pay : cancel).mutateAsync();
      if (action === 'pay') notifySuccess(MESSAGES.testPaymentPaid);
      else notify('orange', MESSAGES.testPaymentCancelled);
      navigate(`/order/${orderId}`);
    } catch (error) {
      notifyError(errorMessage(error));
    }
  };
  const isPending = order.data.status === 'pending';

  return (
    <PublicPage>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Badge color="dark" variant="filled" size="lg" leftSection={<IconFlask size={14} aria-hidden />}>
            Test mode
          </Badge>
          <Title order={1} fz={{ base: 22, sm: 28 }}>
            {MESSAGES.testPaymentTitle}
          </Title>
          <Text c="dimmed">
            This page stands in for a card payment while no payment provider is set up. No card is asked for
            and no money moves.
          </Text>
          <Text style={{ overflowWrap: 'anywhere' }}>
            {order.data.activityName} ·{' '}
            <span style={{ whiteSpace: 'nowrap' }}>{order.data.orderReference}</span>
          </Text>
          <Group justify="space-between">
            <Text fw={700}>Total</Text>
            <Text fw={700} fz="xl" data-testid="test-payment-total">
              {formatPounds(order.data.total)}
            </Text>
          </Group>
          {isPending ? (
            <Stack gap="xs">
              <Button size="md" h={48} fullWidth loading={pay.isPending} onClick={() => act('pay')}>
                Pay {formatPounds(order.data.total)}
              </Button>
              <Button
                size="md"
                h={48}
                fullWidth
                variant="default"
                loading={cancel.isPending}
                onClick={() => act('cancel')}
              >
                Cancel
              </Button>
            </Stack>
          ) : (
            <Alert color="gray" variant="light">
              This order is {order.data.status}: there is nothing to pay.{' '}
              <Link to={`/order/${orderId}`}>See the order</Link>
            </Alert>
          )}
        </Stack>
      </Paper>
    </PublicPage>
  );
}
