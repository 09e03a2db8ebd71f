import type { TByEventRecipientsRequest, TMessageCostRequest } from '@usher/contract/mailing';

export const messagingKeys = {
  all: ['messaging'] as const,
  devMailbox: () => [...messagingKeys.all, 'dev-mailbox'] as const,
  mailingLists: () => [...messagingKeys.all, 'mailing-lists'] as const,
  mailingList: (listId: string) => [...messagingKeys.mailingLists(), listId] as const,
  /** Sends and their counts; usage and cost move with them, so they sit under the same key. */
  sends: () => [...messagingKeys.all, 'sends'] as const,
  history: () => [...messagingKeys.sends(), 'history'] as const,
  usage: () => [...messagingKeys.sends(), 'usage'] as const,
  cost: (request: TMessageCostRequest) => [...messagingKeys.sends(), 'cost', request] as const,
  byEventRecipients: (request: TByEventRecipientsRequest) =>
    [...messagingKeys.all, 'by-event-recipients', request] as const,
  unsubscribe: (token: string) => [...messagingKeys.all, 'unsubscribe', token] as const,
};
