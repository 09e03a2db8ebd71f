export const organisationKeys = {
  all: ['organisations'] as const,
  details: () => [...organisationKeys.all, 'details'] as const,
  promotion: () => [...organisationKeys.all, 'promotion'] as const,
};
