import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { IMAGE_EXTENSIONS } from '@usher/contract/storage';
import { sanitiseSvg } from './svg.sanitiser';

export type CheckedImage = { bytes: Buffer; extension: 'png' | 'jpg' | 'svg'; contentType: string };

const RASTER_TYPES: Record<string, CheckedImage['extension']> = { 'image/png': 'png', 'image/jpeg': 'jpg' };

/**
 * Accepts an upload only when both its name and its bytes say svg, png or jpeg.
 * SVGs come back sanitised; anything else answers null.
 */
export async function checkImage(fileName: string, bytes: Buffer): Promise<CheckedImage | null> {
  const nameExtension = path.extname(fileName).slice(1).toLowerCase();
  if (!(IMAGE_EXTENSIONS as readonly string[]).includes(nameExtension)) return null;
  const sniffed = await fileTypeFromBuffer(bytes);
  if (sniffed) {
    const extension = RASTER_TYPES[sniffed.mime];
    return extension ? { bytes, extension, contentType: sniffed.mime } : null;
  }
  const svg = await sanitiseSvg(bytes.toString('utf8'));
  return svg ? { bytes: Buffer.from(svg, 'utf8'), extension: 'svg', contentType: 'image/svg+xml' } : null;
}
