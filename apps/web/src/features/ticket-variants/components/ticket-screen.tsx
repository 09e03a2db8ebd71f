import { Alert, Skeleton } from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { breadcrumbName } from '@usher/contract/html-text';
import { formatLondon } from '@usher/contract/london-format';
import { MESSAGES } from '@usher/contract/messages';
import { PageLayout } from '../../../components/layouts/page-layout';
import { PageBreadcrumbs } from '../../../components/ui/page-breadcrumbs';
import { useCan } from '../../../lib/current-user';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { useActivity } from '../../activities/api/get-activity';
import { useEvent } from '../../events/api/get-event';
import { useTicketVariant } from '../api/get-ticket-variant';
import { DeleteTicketTypeButton } from './delete-ticket-type-button';
import { PublishPrompt } from './publish-prompt';
import { isPublishPromptPostponed } from './publish-prompt-memory';
import { TicketForm } from './ticket-form';

/** `/activity/{activityId}/event/{eventId}/ticket/create` and `…/ticket/{ticketId}/edit` (§2). */
export function TicketScreen() {
  const { activityId = '', eventId = '', ticketId } = useParams();
  const navigate = useNavigate();
  const activity = useActivity(activityId);
  const event = useEvent(eventId);
  const variant = useTicketVariant(ticketId);
  const canManage = useCan('manageEvents');
  const [isPromptOpen, setPromptOpen] = useState(false);

  const isEdit = Boolean(ticketId);
  const eventPath = `/activity/${activityId}/event/${eventId}/edit`;
  const title = isEdit ? (canManage ? 'Edit ticket type' : 'Ticket type') : 'Add ticket type';
  const backToEvent = () => void navigate(eventPath);
  const breadcrumbs = [
    {
      label: `Manage ${activity.data ? breadcrumbName(activity.data.name) : '…'}`,
      to: `/activity/${activityId}/manage`,
    },
    { label: `Event ${event.data ? formatLondon(event.data.startAt) : '…'}`, to: eventPath },
    { label: isEdit ? (variant.data?.name ?? '…') : 'New ticket type' },
  ];

  const failed = activity.error ?? event.error ?? variant.error;
  const isLoading = activity.isPending || event.isPending || (isEdit && variant.isPending);

  return (
    <>
      <PageBreadcrumbs items={breadcrumbs} size="sm" />
      <PageLayout title={title} description={activity.data?.name} size="sm">
        {failed ? (
          <Alert color="red" variant="light">
            {errorMessage(failed)}
          </Alert>
        ) : isLoading ? (
          <Skeleton h={420} radius="lg" />
        ) : (
          <TicketForm
            key={variant.data?.id ?? 'new'}
            eventId={eventId}
            variant={variant.data}
            canManage={canManage}
            onSaved={() => {
              notifySuccess(MESSAGES.ticketTypeSaved);
              if (activity.data?.isPublished || isPublishPromptPostponed(activityId)) backToEvent();
              else setPromptOpen(true);
            }}
            footer={
              variant.data && variant.data.soldTickets === 0 ? (
                <DeleteTicketTypeButton variant={variant.data} onDeleted={backToEvent} />
              ) : null
            }
          />
        )}
      </PageLayout>
      <PublishPrompt activityId={activityId} opened={isPromptOpen} onDone={backToEvent} />
    </>
  );
}
