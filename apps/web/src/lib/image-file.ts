import { MESSAGES } from '@usher/contract/messages';
import { IMAGE_ACCEPT, IMAGE_EXTENSIONS, MAX_IMAGE_BYTES } from '@usher/contract/storage';
import type { TUploadResponse } from '@usher/contract/storage';
import { api } from './api-client';

const ACCEPTED_TYPES = Object.keys(IMAGE_ACCEPT);

/** §5: svg, png, jpeg, jpg up to 5Mb. Returns the message to show, or null when the file may be sent. */
export function checkImageFile(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const isKnownExtension = (IMAGE_EXTENSIONS as readonly string[]).includes(extension);
  const isKnownType = file.type === '' || ACCEPTED_TYPES.includes(file.type);
  if (!isKnownExtension || !isKnownType) return MESSAGES.wrongImageFormat;
  if (file.size > MAX_IMAGE_BYTES) return MESSAGES.fileTooLarge;
  return null;
}

/** Sends one image to storage; the server checks the content again and answers its public URL. */
export function uploadImage(file: File): Promise<TUploadResponse> {
  return api.upload<TUploadResponse>('/api/client/storage/raw', file);
}
