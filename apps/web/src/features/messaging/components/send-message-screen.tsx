import { Alert, Button, Skeleton, Stack, Tabs } from '@mantine/core';
import { IconList, IconMail, IconMessage } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { TChannel } from '@usher/contract/mailing';
import type { TMailingList, TMyMailingListsResponse } from '@usher/contract/mailing-lists';
import { MESSAGES } from '@usher/contract/messages';
import { PageLayout } from '../../../components/layouts/page-layout';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { PageBreadcrumbs } from '../../../components/ui/page-breadcrumbs';
import { errorMessage } from '../../../lib/notify';
import { useMyMailingLists } from '../api/get-my-mailing-lists';
import { MailingListPicker } from './mailing-list-picker';
import { MessageComposer } from './message-composer';
import { initialSelection, toggleList, toggleReceiver, type TSelection } from './receiver-selection';

function Composer({ lists }: { lists: TMyMailingListsResponse }) {
  const all = useMemo(() => [...lists.userMailingLists, ...lists.defaultMailingLists], [lists]);
  const [selection, setSelection] = useState<TSelection>(() => initialSelection(all));
  const [channel, setChannel] = useState<TChannel>('email');
  const pickerProps = {
    selection,
    onToggleList: (list: TMailingList) => setSelection((current) => toggleList(current, list)),
    onToggleReceiver: (list: TMailingList, index: number) =>
      setSelection((current) => toggleReceiver(current, list, index)),
  };

  return (
    <Stack gap="lg">
      <MailingListPicker title="My mailing lists" lists={lists.userMailingLists} {...pickerProps} />
      <MailingListPicker title="Built-in lists" lists={lists.defaultMailingLists} {...pickerProps} />
      <Tabs value={channel} onChange={(value) => setChannel(value === 'sms' ? 'sms' : 'email')}>
        <Tabs.List grow>
          <Tabs.Tab value="email" leftSection={<IconMail size={16} aria-hidden />}>
            Send email
          </Tabs.Tab>
          <Tabs.Tab value="sms" leftSection={<IconMessage size={16} aria-hidden />}>
            Send SMS
          </Tabs.Tab>
        </Tabs.List>
        {/* Each channel keeps a form of its own; switching back finds what was typed. */}
        <Tabs.Panel value="email" pt="md">
          <MessageComposer channel="email" lists={all} selection={selection} />
        </Tabs.Panel>
        <Tabs.Panel value="sms" pt="md">
          <MessageComposer channel="sms" lists={all} selection={selection} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** `/messages/send-message` (§2): choose receivers from the lists, write an email or an SMS, confirm, send. */
export function SendMessageScreen() {
  const lists = useMyMailingLists();
  const title = 'Send message';
  let content;
  if (lists.isPending) content = <Skeleton h={320} radius="lg" />;
  else if (lists.isError)
    content = (
      <Alert color="red" variant="light">
        {errorMessage(lists.error)}
      </Alert>
    );
  else if (lists.data.userMailingLists.length + lists.data.defaultMailingLists.length === 0)
    content = (
      <EmptyPanel
        icon={<IconList aria-hidden />}
        description={MESSAGES.noLists}
        actions={
          <Button component={Link} to="/messages/manage-lists">
            Manage lists
          </Button>
        }
      />
    );
  else content = <Composer lists={lists.data} />;

  return (
    <>
      <PageBreadcrumbs items={[{ label: 'Messages', to: '/messages' }, { label: title }]} />
      <PageLayout title={title} description="Choose who receives it, then write an email or an SMS.">
        {content}
      </PageLayout>
    </>
  );
}
