/** A guest's ticket; the link itself is the key. */
export const publicTicketPath = (externalId: string) =>
  `/api/public/ticket/${encodeURIComponent(externalId)}`;
