import { Alert, SimpleGrid, Skeleton } from '@mantine/core';
import { formatCostPounds } from '@usher/contract/message-cost';
import { TAILORED_PRICE_TEXT } from '../../../components/messages/cost-text';
import { Figure } from '../../../components/ui/figure';
import { SectionCard } from '../../../components/ui/section-card';
import { errorMessage } from '../../../lib/notify';
import { useMailingUsage } from '../api/get-mailing-usage';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** `2026-11` → `November 2026`. */
const monthName = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1] ?? ''} ${month.slice(0, 4)}`;

/** This London month's usage: emails sent, free emails left, SMS sent and the cost so far (§9). */
export function UsagePanel({ isLive }: { isLive: boolean }) {
  const usage = useMailingUsage(isLive);
  const data = usage.data;
  return (
    <SectionCard title={data ? `Usage in ${monthName(data.month)}` : 'Usage this month'}>
      {usage.isError ? (
        <Alert color="red" variant="light">
          {errorMessage(usage.error)}
        </Alert>
      ) : data ? (
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <Figure size="lg" label="Emails sent" value={data.emailsSent.toLocaleString('en-GB')} />
          <Figure size="lg" label="Free emails left" value={data.freeEmailsLeft.toLocaleString('en-GB')} />
          <Figure size="lg" label="SMS sent" value={data.smsSent.toLocaleString('en-GB')} />
          <Figure
            size="lg"
            label="Cost so far (ex VAT)"
            value={data.cost === null ? TAILORED_PRICE_TEXT : formatCostPounds(data.cost)}
          />
        </SimpleGrid>
      ) : (
        <Skeleton h={48} />
      )}
    </SectionCard>
  );
}
