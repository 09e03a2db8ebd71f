import { Button } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { MESSAGES } from '@usher/contract/messages';
import { HintTooltip } from './hint-tooltip';

type PublishControlProps = {
  isPublished: boolean;
  /** Some date has a ticket type: publishing needs one (§4). */
  hasTicketVariants: boolean;
  /** Tickets sold or reserved: unpublishing is blocked (§4). */
  isReserved: boolean;
  isPending: boolean;
  onPublish: () => void;
  onUnpublish: () => void;
};

/** Publish while not published (once there is something to sell); Unpublish while published and unsold. */
export function PublishControl({
  isPublished,
  hasTicketVariants,
  isReserved,
  isPending,
  onPublish,
  onUnpublish,
}: PublishControlProps) {
  if (isPublished) {
    return (
      <HintTooltip label={MESSAGES.unpublishBlocked} disabled={!isReserved}>
        <Button
          variant="default"
          leftSection={<IconEyeOff size={16} aria-hidden />}
          disabled={isReserved}
          loading={isPending}
          onClick={onUnpublish}
        >
          Unpublish
        </Button>
      </HintTooltip>
    );
  }
  return (
    <HintTooltip label={MESSAGES.publishNeedsDateAndTicket} disabled={hasTicketVariants}>
      <Button
        leftSection={<IconEye size={16} aria-hidden />}
        disabled={!hasTicketVariants}
        loading={isPending}
        onClick={onPublish}
      >
        Publish
      </Button>
    </HintTooltip>
  );
}
