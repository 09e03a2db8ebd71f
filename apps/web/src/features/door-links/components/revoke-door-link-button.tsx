import type { TDoorLink } from '@usher/contract/door-links';
import { MESSAGES } from '@usher/contract/messages';
import { ConfirmActionButton } from '../../../components/ui/confirm-action-button';
import { notifySuccess } from '../../../lib/notify';
import { useRevokeDoorLink } from '../api/revoke-door-link';

/** Revoke with the house confirm: every phone using the link is stopped at its next request. */
export function RevokeDoorLinkButton({ eventId, link }: { eventId: string; link: TDoorLink }) {
  const revoke = useRevokeDoorLink(eventId);
  return (
    <ConfirmActionButton
      label="Revoke"
      ariaLabel={`Revoke ${link.name}`}
      title="Revoke door link"
      question={MESSAGES.confirmRevokeDoorLink}
      isPending={revoke.isPending}
      mih={44}
      onConfirm={() => revoke.mutateAsync(link.id).then(() => notifySuccess(MESSAGES.doorLinkRevoked))}
    />
  );
}
