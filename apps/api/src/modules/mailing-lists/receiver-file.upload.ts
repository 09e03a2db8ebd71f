import type { FastifyError, FastifyRequest } from 'fastify';
import { MAX_RECEIVER_FILE_BYTES } from '@usher/contract/mailing-lists';
import { MESSAGES } from '@usher/contract/messages';
import { AppError, badRequest } from '../../errors';

const unreadable = () =>
  badRequest(MESSAGES.receiverFileUnreadable, { file: MESSAGES.receiverFileUnreadable });
const tooLarge = () => badRequest(MESSAGES.receiverFileTooLarge, { file: MESSAGES.receiverFileTooLarge });

/**
 * The bytes of the one file of a multipart body (at most 10 MB, held in memory: the parsers then stream over
 * them). A body the multipart parser can not read is the client's mistake and answered like a file that is
 * neither CSV nor XLSX.
 */
export async function readReceiverUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw unreadable();
  try {
    const file = await request.file({ limits: { fileSize: MAX_RECEIVER_FILE_BYTES, files: 1 } });
    if (!file) throw unreadable();
    const bytes = await file.toBuffer();
    if (file.file.truncated) throw tooLarge();
    return bytes;
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as FastifyError).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    request.log.info({ reason: (error as Error).message }, 'unreadable multipart body');
    throw unreadable();
  }
}
