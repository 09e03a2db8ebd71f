import { Alert, Anchor, Button, Group, List, Skeleton, Text } from '@mantine/core';
import { IconBrandStripe } from '@tabler/icons-react';
import { MESSAGES } from '@usher/contract/messages';
import type { TPaymentsStatus } from '@usher/contract/sales';
import { Link } from 'react-router';
import { SectionCard } from '../../../components/ui/section-card';
import { errorMessage, notifyError } from '../../../lib/notify';
import { useConnectStripe } from '../api/connect-stripe';
import { usePaymentsStatus } from '../api/get-payments-status';

/** What the organiser's card payments are now, in a line. */
function statusLine(status: TPaymentsStatus): string {
  if (status.provider === 'test') return MESSAGES.paymentsByTestPage;
  if (status.provider === 'none') return MESSAGES.paymentsNotConfigured;
  if (status.chargesEnabled) return 'Card payments go to your Stripe account.';
  if (status.connected) {
    return 'Your Stripe account is connected but can not take payments yet. Finish setting it up with Stripe.';
  }
  return 'Connect your Stripe account to sell paid tickets online. Until then, only free tickets can be taken online.';
}

/**
 * How paying works with this Usher's provider: who pays how, the fee, refunds and where the money goes. With no
 * provider only the fee applies (to tickets paid online, once there is a way to pay online).
 */
function howPaymentsWork(status: TPaymentsStatus): string[] {
  if (status.provider === 'none') return [MESSAGES.paymentsFee];
  return [
    MESSAGES.paymentsHowCustomersPay,
    MESSAGES.paymentsFee,
    MESSAGES.paymentsRefunds,
    status.provider === 'test' ? MESSAGES.paymentsTestPage : MESSAGES.paymentsPayouts,
  ];
}

/** The Settings screen's Payments card (issue 16 §2): how customers pay, and connecting Stripe. */
export function PaymentsCard() {
  const status = usePaymentsStatus();
  const connect = useConnectStripe();

  const startConnect = () =>
    connect.mutate(undefined, {
      onSuccess: ({ url }) => window.location.assign(url),
      onError: (error) => notifyError(errorMessage(error)),
    });

  return (
    <SectionCard title="Payments">
      {status.isPending ? (
        <Skeleton h={48} radius="md" />
      ) : status.isError ? (
        <Alert color="red" variant="light">
          {errorMessage(status.error)}
        </Alert>
      ) : (
        <>
          <Text fw={500}>{statusLine(status.data)}</Text>
          <List size="sm" spacing={6} aria-label="How payments work">
            {howPaymentsWork(status.data).map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
          {status.data.provider === 'stripe' && !status.data.chargesEnabled ? (
            <Group>
              <Button
                onClick={startConnect}
                loading={connect.isPending || connect.isSuccess}
                leftSection={<IconBrandStripe size={18} aria-hidden />}
                miw={180}
              >
                Connect Stripe
              </Button>
            </Group>
          ) : null}
          <Anchor component={Link} to="/faq/organizer" size="sm">
            Fees and payouts in the FAQ
          </Anchor>
        </>
      )}
    </SectionCard>
  );
}
