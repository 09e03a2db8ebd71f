import QRCode from 'qrcode';
import type { ApiClient } from './api';

/**
 * Codes that html5-qrcode's ZXing cannot locate although they are perfectly clean (about 1 in 25 random codes):
 * the scan screen must still read them, through its second reader.
 */
export const CODES_ZXING_MISSES = ['JfgMezzJdj78MELVZiwi3ZBd', 'CoPYeCUARz1uOFUKxScEBnI2'];

/** A PNG of a QR code holding `text`, drawn as the tickets draw theirs (error correction M), about 400 px across. */
export function qrPng(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, { type: 'png', errorCorrectionLevel: 'M', scale: 12, margin: 4 });
}

/** The file a person picks in a file chooser: a QR image named like a phone's screenshot. */
export async function qrImageFile(text: string, name = 'ticket-qr.png') {
  return { name, mimeType: 'image/png', buffer: await qrPng(text) };
}

/**
 * The check-in code a ticket's QR encodes: the ticket's own page (GET /api/public/ticket/{externalId}) carries it
 * as `qrCode`, the code a scan sends to POST /api/client/check-in/{eventId}/check-in/{code}.
 */
export async function ticketCheckInCode(api: ApiClient, ticketExternalId: string): Promise<string> {
  const ticket = await api.get(`/api/public/ticket/${encodeURIComponent(ticketExternalId)}`);
  return ticket.qrCode;
}
