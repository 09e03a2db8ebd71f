import crypto from 'node:crypto';
import type { FastifyError, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '@usher/contract/errors';
import { MESSAGES } from '@usher/contract/messages';
import { MAX_IMAGE_BYTES, ZUploadResponse } from '@usher/contract/storage';
import { AppError, badRequest } from '../../errors';
import { requireAuth } from '../../plugins/request-auth';
import { checkImage } from './image.check';
import { insertUpload } from './upload.repository';

const wrongFormat = () => badRequest(MESSAGES.wrongImageFormat, { file: MESSAGES.wrongImageFormat });

/**
 * The one file of a multipart body. A body the multipart parser can not read (no or wrong boundary, truncated,
 * junk) is the client's mistake: it is answered like any file that is not an image, never as a server fault.
 */
async function readUploadedFile(request: FastifyRequest): Promise<{ filename: string; bytes: Buffer }> {
  try {
    const file = await request.file({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } });
    if (!file) throw wrongFormat();
    const bytes = await file.toBuffer();
    if (file.file.truncated) throw badRequest(MESSAGES.fileTooLarge, { file: MESSAGES.fileTooLarge });
    return { filename: file.filename, bytes };
  } catch (error) {
    if (error instanceof AppError || (error as FastifyError).code === 'FST_REQ_FILE_TOO_LARGE') throw error;
    request.log.info({ reason: (error as Error).message }, 'unreadable multipart body');
    throw wrongFormat();
  }
}

export const storageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/storage/raw',
    {
      config: { capability: 'manageEvents' },
      schema: {
        tags: ['storage'],
        summary: 'Upload one image (svg, png, jpeg; at most 5 MB) as multipart field `file`',
        consumes: ['multipart/form-data'],
        response: { 200: ZUploadResponse, 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      if (!request.isMultipart()) throw wrongFormat();
      const { filename, bytes } = await readUploadedFile(request);
      const image = await checkImage(filename, bytes);
      if (!image) throw wrongFormat();
      const url = await app.fileStore.save(
        `${crypto.randomUUID()}.${image.extension}`,
        image.bytes,
        image.contentType,
      );
      await insertUpload(app.db, {
        organizationId: auth.organizationId,
        url,
        contentType: image.contentType,
        sizeBytes: image.bytes.length,
        uploadedBy: auth.userId,
      });
      return { url };
    },
  );
};
