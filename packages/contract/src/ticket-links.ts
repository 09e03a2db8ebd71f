/** A guest's ticket page, reachable with its unguessable external id alone. */
export const ticketPageUrl = (publicUrl: string, externalId: string) => `${publicUrl}/t/${externalId}`;

/** The same ticket as a PDF. */
export const ticketPdfUrl = (publicUrl: string, externalId: string) =>
  `${publicUrl}/api/public/ticket/${externalId}/pdf`;

/** An order's page: its status, its tickets and their PDFs (also where a payment returns to). */
export const orderPageUrl = (publicUrl: string, orderId: string) => `${publicUrl}/order/${orderId}`;
