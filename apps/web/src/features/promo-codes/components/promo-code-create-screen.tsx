import { Alert, Skeleton } from '@mantine/core';
import { PageLayout } from '../../../components/layouts/page-layout';
import { PageBreadcrumbs } from '../../../components/ui/page-breadcrumbs';
import { errorMessage } from '../../../lib/notify';
import { usePromoScopeOptions } from '../api/get-promo-scope-options';
import { PromoCodeForm } from './promo-code-form';

/** `/codes/create` (§2): a new code; the tree offers only dates still to start (§5). */
export function PromoCodeCreateScreen() {
  const options = usePromoScopeOptions();
  return (
    <>
      <PageBreadcrumbs items={[{ label: 'Promo codes', to: '/codes' }, { label: 'Create' }]} size="sm" />
      <PageLayout title="Create promo code" size="sm">
        {options.isError ? (
          <Alert color="red" variant="light">
            {errorMessage(options.error)}
          </Alert>
        ) : options.data ? (
          <PromoCodeForm options={options.data} />
        ) : (
          <Skeleton h={480} radius="lg" role="status" aria-label="Loading" />
        )}
      </PageLayout>
    </>
  );
}
