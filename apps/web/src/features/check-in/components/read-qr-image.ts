/** Large photos are scaled down first: a QR code needs far fewer pixels, and a phone has little memory. */
const MAX_SIDE = 1600;

/**
 * A second reader for chosen images, used when html5-qrcode's ZXing gives up: ZXing's detector misses some
 * perfectly clean codes (about 1 in 25 of ours), which jsQR reads. Null when no QR code is found.
 */
export async function readQrImageWithJsQr(file: Blob): Promise<string | null> {
  const [{ default: jsQR }, bitmap] = await Promise.all([import('jsqr'), createImageBitmap(file)]);
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const pixels = context.getImageData(0, 0, width, height);
  return jsQR(pixels.data, width, height, { inversionAttempts: 'attemptBoth' })?.data || null;
}
