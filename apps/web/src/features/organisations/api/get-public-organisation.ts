/** An organiser's public page and shop window. */
export const publicOrganisationPath = (guid: string) =>
  `/api/public/organization/${encodeURIComponent(guid)}`;
