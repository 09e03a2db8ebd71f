import { MESSAGES } from '@usher/contract/messages';
import { badRequest } from '../../errors';

/**
 * What a receiver file may expand to once opened. The 10 MB upload limit bounds the bytes sent, not what a
 * zip inflates to (a 9 MB .xlsx held 4.2 GB of shared strings), so an .xlsx is judged by its parts' sizes
 * before anything is inflated, and every file is read in a worker thread with its own memory and time.
 * A legitimate list of 100,000 receivers with a dozen columns stays far below these figures.
 */

/** Parts (files inside the zip) of an .xlsx: a workbook has a dozen, a few hundred with many sheets and images. */
export const MAX_XLSX_PARTS = 500;
/** The uncompressed size of all parts together. */
export const MAX_XLSX_UNCOMPRESSED_BYTES = 100 * 1024 * 1024;
/** The uncompressed size of any one part (a worksheet or the shared strings). */
export const MAX_XLSX_PART_BYTES = 64 * 1024 * 1024;
/** A cell of a receiver file holds an email or a phone number; notes beside them stay well under this. */
export const MAX_RECEIVER_CELL_CHARS = 1000;

/** The worker's heap: 100,000 rows of five columns (33 MB opened) read within 128 MB. */
export const RECEIVER_FILE_WORKER_HEAP_MB = 256;
/** The worker's time, start-up included: those 100,000 rows read in 9 s on a busy 2-core machine. */
export const RECEIVER_FILE_WORKER_TIMEOUT_MS = 60_000;
/** Files read at the same time; more wait their turn, so uploads can not add up to the machine's memory. */
export const MAX_PARALLEL_RECEIVER_FILE_READS = 2;

const tooLargeOpenedMessage = MESSAGES.receiverFileTooLargeOpened(MAX_XLSX_UNCOMPRESSED_BYTES / 1024 / 1024);
/** The answer to a file over these limits, or one whose reading ran out of the worker's memory or time. */
export const tooLargeOpened = () => badRequest(tooLargeOpenedMessage, { file: tooLargeOpenedMessage });
export const unreadableFile = () =>
  badRequest(MESSAGES.receiverFileUnreadable, { file: MESSAGES.receiverFileUnreadable });
