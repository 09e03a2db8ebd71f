import { IconCircleCheck, IconExternalLink, IconInfoCircle } from '@tabler/icons-react';
import { MESSAGES } from '@usher/contract/messages';
import type { TEmbedCheckoutStatus } from './use-embed-checkout';

type EmbedCheckoutStatusProps = {
  status: TEmbedCheckoutStatus;
  onReopen: () => void;
};

/** What an embedded date says once "Get tickets" handed the purchase to a tab of its own. */
export function EmbedCheckoutStatus({ status, onReopen }: EmbedCheckoutStatusProps) {
  if (status === 'idle') return null;
  if (status === 'paid') {
    return (
      <div className="public-alert" data-color="green" role="status">
        <IconCircleCheck size={18} aria-hidden />
        {MESSAGES.embedTicketsOnTheirWay}
      </div>
    );
  }
  return (
    <div className="public-stack" data-gap="sm">
      <div className="public-alert" data-color={status === 'blocked' ? 'orange' : undefined} role="status">
        <IconInfoCircle size={18} aria-hidden />
        {status === 'blocked' ? MESSAGES.embedTabBlocked : MESSAGES.embedContinueInNewTab}
      </div>
      <button type="button" className="public-button" data-variant="subtle" onClick={onReopen}>
        <IconExternalLink size={18} aria-hidden />
        {MESSAGES.embedOpenCheckout}
      </button>
    </div>
  );
}
