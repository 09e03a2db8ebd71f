import { parentPort, workerData } from 'node:worker_threads';
import { AppError } from '../../errors';
import type { FileReceivers } from './receiver-columns.parser';
import { readReceiverFile } from './receiver-file.reader';

/** What the worker posts back: the file's receivers, or the 400 the file earned. */
export type ReceiverFileOutcome =
  { ok: true; receivers: FileReceivers } | { ok: false; message: string; errors?: Record<string, string> };

/** Worker thread entry (see receiver-file.thread.ts): reads the one file it is given and posts the outcome. */
async function readGivenFile(bytes: Uint8Array): Promise<ReceiverFileOutcome> {
  try {
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    return { ok: true, receivers: await readReceiverFile(buffer) };
  } catch (error) {
    // Anything else is a fault of ours: it ends the worker, and the parent answers 500.
    if (!(error instanceof AppError)) throw error;
    return { ok: false, message: error.message, errors: error.errors };
  }
}

parentPort?.postMessage(await readGivenFile(workerData as Uint8Array));
