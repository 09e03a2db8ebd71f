import { Alert, Button, Group, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { IconListDetails, IconPlus, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TMailingList } from '@usher/contract/mailing-lists';
import { MESSAGES } from '@usher/contract/messages';
import { PageLayout } from '../../../components/layouts/page-layout';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { PageBreadcrumbs } from '../../../components/ui/page-breadcrumbs';
import { useCan } from '../../../lib/current-user';
import { errorMessage } from '../../../lib/notify';
import { useMyMailingLists } from '../api/get-my-mailing-lists';
import { MailingListCard } from './mailing-list-card';

function ListSection({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Group justify="space-between" gap="sm">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Stack>
  );
}

function Cards({ lists, action }: { lists: TMailingList[]; action: 'Edit' | 'Show' }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {lists.map((list) => (
        <MailingListCard key={list.id} list={list} action={action} />
      ))}
    </SimpleGrid>
  );
}

/** `/messages/manage-lists`: the organiser's own lists (Edit, Add New List) and the built-in lists (Show). */
export function ManageListsScreen() {
  const lists = useMyMailingLists();
  const canManage = useCan('manageEvents');
  const addNew = canManage ? (
    <Button
      component={Link}
      to="/messages/manage-lists/create"
      leftSection={<IconPlus size={16} aria-hidden />}
    >
      Add New List
    </Button>
  ) : null;

  return (
    <>
      <PageBreadcrumbs
        size="md"
        items={[{ label: 'Messages', to: '/messages' }, { label: 'Manage lists' }]}
      />
      <PageLayout title="Manage lists">
        {lists.isPending ? (
          <Stack role="status" aria-label="Loading lists">
            <Skeleton h={90} radius="lg" />
            <Skeleton h={90} radius="lg" />
          </Stack>
        ) : lists.isError ? (
          <Alert color="red" variant="light">
            {errorMessage(lists.error)}
          </Alert>
        ) : (
          <Stack gap="xl">
            <ListSection title="My mailing lists" action={addNew}>
              {lists.data.userMailingLists.length === 0 ? (
                <EmptyPanel icon={<IconListDetails aria-hidden />} description={MESSAGES.noOwnLists} />
              ) : (
                <Cards lists={lists.data.userMailingLists} action={canManage ? 'Edit' : 'Show'} />
              )}
            </ListSection>
            <ListSection title="Built-in lists">
              {lists.data.defaultMailingLists.length === 0 ? (
                <EmptyPanel icon={<IconUsers aria-hidden />} description={MESSAGES.noDefaultLists} />
              ) : (
                <Cards lists={lists.data.defaultMailingLists} action="Show" />
              )}
            </ListSection>
          </Stack>
        )}
      </PageLayout>
    </>
  );
}
