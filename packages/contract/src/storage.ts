import { z } from 'zod';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_EXTENSIONS = ['svg', 'png', 'jpeg', 'jpg'] as const;
export const IMAGE_ACCEPT = {
  'image/svg+xml': ['.svg'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpeg', '.jpg'],
};
export const ZUploadResponse = z.object({ url: z.string() });
export type TUploadResponse = z.infer<typeof ZUploadResponse>;
