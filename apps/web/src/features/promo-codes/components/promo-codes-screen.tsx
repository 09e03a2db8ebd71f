import { Alert, Button, Group, Paper, Skeleton, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDiscount, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { TPromoCode } from '@usher/contract/promo-codes';
import { PageLayout } from '../../../components/layouts/page-layout';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { errorMessage } from '../../../lib/notify';
import { usePromoCodes } from '../api/get-promo-codes';
import { PromoCodeCard } from './promo-code-card';
import { PromoCodeTable } from './promo-code-table';

/** Mantine's sm breakpoint: a table from here up, compact cards below. */
const TABLE_QUERY = '(min-width: 48em)';
/** Rendered at once; 'Show more' adds as many again, so a thousand codes never block the page. */
const PAGE_SIZE = 50;

function PromoCodeList({ codes }: { codes: TPromoCode[] }) {
  const [visible, setVisible] = useState(PAGE_SIZE);
  const isTable = useMediaQuery(TABLE_QUERY, window.matchMedia(TABLE_QUERY).matches, {
    getInitialValueInEffect: false,
  });
  const shown = codes.slice(0, visible);
  return (
    <Stack gap="sm">
      {isTable ? (
        <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
          <PromoCodeTable codes={shown} />
        </Paper>
      ) : (
        shown.map((code) => <PromoCodeCard key={code.id} code={code} />)
      )}
      {codes.length > visible ? (
        <Group justify="center">
          <Button variant="default" onClick={() => setVisible((count) => count + PAGE_SIZE)}>
            Show more ({codes.length - visible} more)
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

/** `/codes` (§2): every code of the organiser, newest first, deleted ones marked Deleted. */
export function PromoCodesScreen() {
  const codes = usePromoCodes();
  const add = (
    <Button component={Link} to="/codes/create" leftSection={<IconPlus size={18} aria-hidden />}>
      Add
    </Button>
  );

  let content;
  if (codes.isError) {
    content = (
      <Alert color="red" variant="light">
        {errorMessage(codes.error)}
      </Alert>
    );
  } else if (!codes.data) {
    content = <Skeleton h={320} radius="lg" role="status" aria-label="Loading" />;
  } else if (codes.data.length === 0) {
    content = (
      <EmptyPanel
        icon={<IconDiscount aria-hidden />}
        title="No promo codes yet"
        description="A promo code gives guests a percentage or an amount of money off tickets: for all your events, chosen events, dates or ticket types, until a date you choose and, if you like, for a limited number of tickets."
      />
    );
  } else {
    content = <PromoCodeList codes={codes.data} />;
  }

  return (
    <PageLayout title="Promo codes" actions={add}>
      {content}
    </PageLayout>
  );
}
