import { Alert, Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { formatLondon } from '@usher/contract/london-format';
import type { TPromoCodeInfo } from '@usher/contract/promo-codes';
import { formatDiscount, formatPounds } from '@usher/contract/promo-display';
import { PageLayout } from '../../../components/layouts/page-layout';
import { Detail } from '../../../components/ui/detail';
import { PageBreadcrumbs } from '../../../components/ui/page-breadcrumbs';
import { errorMessage } from '../../../lib/notify';
import { usePromoCode } from '../api/get-promo-code';
import { DeletePromoCodeButton } from './delete-promo-code-button';
import { DeletedBadge } from './promo-code-status';
import { PromoScopeList } from './promo-scope-list';

function PromoCodeDetails({ code }: { code: TPromoCodeInfo }) {
  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Group gap="xs">
            <Title order={2} fz="xl" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {code.code}
            </Title>
            {code.isDeleted ? <DeletedBadge /> : null}
            {code.isExpired ? (
              <Badge color="gray" variant="light" size="sm">
                Expired
              </Badge>
            ) : null}
          </Group>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
            <Detail label={code.percentageAmount !== null ? 'Percentage discount' : 'Fixed discount'}>
              {formatDiscount(code)} off each ticket
            </Detail>
            <Detail label="Valid until">{formatLondon(code.validUntil)}</Detail>
            <Detail label="Cap">{code.maxUses === null ? 'No cap' : `${code.maxUses} tickets`}</Detail>
            <Detail label="Usage">
              {code.usedCount} {code.usedCount === 1 ? 'ticket' : 'tickets'},{' '}
              {formatPounds(code.discountTotal)} off
            </Detail>
          </SimpleGrid>
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="scope">
        <Stack gap="sm">
          <Title order={2} fz="lg" id="scope">
            Applies to
          </Title>
          {code.appliesAtAll ? (
            <Text size="sm">All organisation events</Text>
          ) : (
            <PromoScopeList activities={code.renderData.activityData} />
          )}
        </Stack>
      </Paper>
      {code.isDeleted ? null : (
        <Group justify="flex-end">
          <DeletePromoCodeButton id={code.id} />
        </Group>
      )}
    </Stack>
  );
}

/** `/codes/{codeId}` (§2): the code as created (never edited), its usage and Delete. */
export function PromoCodeDetailScreen() {
  const { codeId = '' } = useParams();
  const code = usePromoCode(codeId);
  return (
    <>
      <PageBreadcrumbs
        items={[{ label: 'Promo codes', to: '/codes' }, { label: code.data?.code ?? '…' }]}
        size="sm"
      />
      <PageLayout title="Promo code" size="sm">
        {code.isError ? (
          <Alert color="red" variant="light">
            {errorMessage(code.error)}
          </Alert>
        ) : code.data ? (
          <PromoCodeDetails code={code.data} />
        ) : (
          <Skeleton h={320} radius="lg" role="status" aria-label="Loading" />
        )}
      </PageLayout>
    </>
  );
}
