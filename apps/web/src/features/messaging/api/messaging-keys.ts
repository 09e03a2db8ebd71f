export const messagingKeys = {
  all: ['messaging'] as const,
  devMailbox: () => [...messagingKeys.all, 'dev-mailbox'] as const,
};
