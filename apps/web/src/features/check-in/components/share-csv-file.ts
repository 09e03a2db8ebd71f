import { downloadFile } from '../../../lib/download-file';

/** What the phone could do with the file: the share sheet, a download, or nothing because the user backed out. */
export type TCsvOutcome = 'shared' | 'downloaded' | 'cancelled';

type ShareCapable = Pick<Navigator, 'share'> & { canShare?: Navigator['canShare'] };

/**
 * Phones that can share files get the share sheet (mail, messages, drive); other browsers download the file.
 * A share refused for any reason but the user's own cancel (e.g. the tap's activation ran out while the file
 * downloaded) falls back to the download, so the organiser always gets the file.
 */
export async function shareOrDownloadCsv(file: File, device: ShareCapable = navigator): Promise<TCsvOutcome> {
  if (device.canShare?.({ files: [file] })) {
    try {
      await device.share({ files: [file], title: file.name });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  downloadFile(file);
  return 'downloaded';
}
