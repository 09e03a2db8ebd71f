export const messagingKeys = {
  all: ['messaging'] as const,
  devMailbox: () => [...messagingKeys.all, 'dev-mailbox'] as const,
  mailingLists: () => [...messagingKeys.all, 'mailing-lists'] as const,
  mailingList: (listId: string) => [...messagingKeys.mailingLists(), listId] as const,
};
