import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shareOrDownloadCsv } from './share-csv-file';

const file = new File(['\uFEFFName\nAda'], 'guest-list-2026-11-21.csv', { type: 'text/csv' });
let downloads: { href: string; download: string }[];

beforeEach(() => {
  downloads = [];
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:guest-list');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ href: this.href, download: this.download });
  });
});
afterEach(() => vi.restoreAllMocks());

describe('shareOrDownloadCsv', () => {
  it('opens the share sheet with the file on a phone that can share files', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const outcome = await shareOrDownloadCsv(file, { canShare: () => true, share });
    expect(outcome).toBe('shared');
    expect(share).toHaveBeenCalledWith({ files: [file], title: 'guest-list-2026-11-21.csv' });
    expect(downloads).toEqual([]);
  });

  it('downloads the file under its name where files cannot be shared', async () => {
    const share = vi.fn();
    expect(await shareOrDownloadCsv(file, { canShare: () => false, share })).toBe('downloaded');
    expect(await shareOrDownloadCsv(file, { share })).toBe('downloaded');
    expect(share).not.toHaveBeenCalled();
    expect(downloads).toEqual([
      { href: 'blob:guest-list', download: 'guest-list-2026-11-21.csv' },
      { href: 'blob:guest-list', download: 'guest-list-2026-11-21.csv' },
    ]);
  });

  it('does nothing more when the user closes the share sheet', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('Share canceled', 'AbortError'));
    expect(await shareOrDownloadCsv(file, { canShare: () => true, share })).toBe('cancelled');
    expect(downloads).toEqual([]);
  });

  it('still downloads when the browser refuses to share, e.g. after the tap went stale', async () => {
    const share = vi
      .fn()
      .mockRejectedValue(new DOMException('Must be handling a user gesture', 'NotAllowedError'));
    expect(await shareOrDownloadCsv(file, { canShare: () => true, share })).toBe('downloaded');
    expect(downloads).toHaveLength(1);
  });
});
