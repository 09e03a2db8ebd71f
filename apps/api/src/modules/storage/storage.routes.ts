import crypto from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '@usher/contract/errors';
import { MESSAGES } from '@usher/contract/messages';
import { MAX_IMAGE_BYTES, ZUploadResponse } from '@usher/contract/storage';
import { badRequest } from '../../errors';
import { requireAuth } from '../../plugins/auth';
import { checkImage } from './image-check';
import { insertUpload } from './upload.repository';

const wrongFormat = () => badRequest(MESSAGES.wrongImageFormat, { file: MESSAGES.wrongImageFormat });

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
      const file = await request.file({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } });
      if (!file) throw wrongFormat();
      const bytes = await file.toBuffer();
      if (file.file.truncated) throw badRequest(MESSAGES.fileTooLarge, { file: MESSAGES.fileTooLarge });
      const image = await checkImage(file.filename, bytes);
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
