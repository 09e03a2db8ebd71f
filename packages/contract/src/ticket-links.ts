/** A guest's ticket page, reachable with its unguessable external id alone. */
export const ticketPageUrl = (publicUrl: string, externalId: string) => `${publicUrl}/t/${externalId}`;

/** The same ticket as a PDF. */
export const ticketPdfUrl = (publicUrl: string, externalId: string) =>
  `${publicUrl}/api/public/ticket/${externalId}/pdf`;
