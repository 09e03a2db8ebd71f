import { Anchor, Breadcrumbs } from '@mantine/core';
import { IconMoodSad } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import type { TActivityRequest } from '@usher/contract/activities';
import { breadcrumbName } from '@usher/contract/html-text';
import { MESSAGES } from '@usher/contract/messages';
import { PageLayout } from '../../../components/layouts/page-layout';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { FullPageLoader } from '../../../components/ui/full-page-loader';
import { useCan } from '../../../lib/current-user';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { useCreateActivity } from '../api/create-activity';
import { useActivity } from '../api/get-activity';
import { useActivityHasReserved } from '../api/get-activity-has-reserved';
import { useUpdateActivity } from '../api/update-activity';
import { ActivityForm } from './activity-form';
import { EMPTY_ACTIVITY_FORM, toActivityFormValues } from './activity-form-values';
import { DeleteActivityButton } from './delete-activity-button';

/** `/activity/create`: Save goes back to the list. */
export function CreateActivityScreen() {
  const navigate = useNavigate();
  const canManage = useCan('manageEvents');
  const createActivity = useCreateActivity();

  const onSave = async (request: TActivityRequest) => {
    await createActivity.mutateAsync(request);
    notifySuccess(MESSAGES.eventInfoSaved);
    await navigate('/');
  };

  return (
    <PageLayout title="Create event">
      <ActivityForm defaultValues={EMPTY_ACTIVITY_FORM} canSave={canManage} onSave={onSave} />
    </PageLayout>
  );
}

/** `/activity/{id}/edit`: locked fields once reserved, Delete only when not; Save goes to manage. */
export function EditActivityScreen() {
  const { activityId = '' } = useParams();
  const navigate = useNavigate();
  const canManage = useCan('manageEvents');
  const activity = useActivity(activityId);
  const hasReserved = useActivityHasReserved(activityId);
  const updateActivity = useUpdateActivity();

  if (activity.isPending || hasReserved.isPending) return <FullPageLoader />;
  if (activity.isError || hasReserved.isError) {
    return (
      <PageLayout title="Edit event">
        <EmptyPanel
          icon={<IconMoodSad aria-hidden />}
          description={errorMessage(activity.error ?? hasReserved.error)}
        />
      </PageLayout>
    );
  }

  const isReserved = hasReserved.data;
  const onSave = async (request: TActivityRequest) => {
    await updateActivity.mutateAsync({ id: activityId, body: request });
    notifySuccess(MESSAGES.eventInfoSaved);
    await navigate(`/activity/${activityId}/manage`);
  };

  return (
    <PageLayout
      title="Edit event"
      description={
        <Breadcrumbs separator="›">
          <Anchor component={Link} to="/" size="sm">
            Events
          </Anchor>
          <Anchor component={Link} to={`/activity/${activityId}/manage`} size="sm">
            Manage {breadcrumbName(activity.data.name)}
          </Anchor>
        </Breadcrumbs>
      }
    >
      <ActivityForm
        key={activity.data.id}
        defaultValues={toActivityFormValues(activity.data)}
        activity={activity.data}
        isReserved={isReserved}
        canSave={canManage}
        onSave={onSave}
        extraActions={canManage && !isReserved ? <DeleteActivityButton activityId={activityId} /> : null}
      />
    </PageLayout>
  );
}
