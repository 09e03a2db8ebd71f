import { PageLayout } from '../../../components/layouts/page-layout';
import { hasSendsInFlight, useMailingHistory } from '../api/get-mailing-history';
import { MessagesMenu } from './messages-menu';
import { SentMessages } from './sent-messages';
import { UsagePanel } from './usage-panel';

/** `/messages` (§2): the menu, this month's usage and the sent messages with their delivery. */
export function MessagesScreen() {
  const history = useMailingHistory();
  return (
    <PageLayout title="Messages" size="lg">
      <MessagesMenu />
      <UsagePanel isLive={hasSendsInFlight(history.data)} />
      <SentMessages history={history} />
    </PageLayout>
  );
}
