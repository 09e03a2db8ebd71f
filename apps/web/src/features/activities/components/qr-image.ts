/** QR codes as JPEG data URLs; `qrcode` is loaded only when a QR is first shown. */
export async function qrJpegDataUrl(text: string): Promise<string> {
  const { toDataURL } = await import('qrcode');
  return toDataURL(text, { type: 'image/jpeg', width: 512, margin: 2, rendererOpts: { quality: 0.92 } });
}

export function dataUrlToFile(dataUrl: string, fileName: string): File {
  const [header = '', base64 = ''] = dataUrl.split(',');
  const type = /data:([^;]+)/.exec(header)?.[1] ?? 'image/jpeg';
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new File([bytes], fileName, { type });
}

/** Whether this browser can share a file through the Web Share API (phones mostly). */
export function canShareFile(file: File): boolean {
  return typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] });
}
