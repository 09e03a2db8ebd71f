import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { AppError } from '../../errors';
import type { FileReceivers } from './receiver-columns.parser';
import type { ReceiverFileOutcome } from './receiver-file.worker';
import {
  MAX_PARALLEL_RECEIVER_FILE_READS,
  RECEIVER_FILE_WORKER_HEAP_MB,
  RECEIVER_FILE_WORKER_TIMEOUT_MS,
  tooLargeOpened,
} from './spreadsheet.limits';

/** The worker module beside this one: `.ts` while the API runs under tsx (dev, tests, `npm start`), `.js` once built. */
const workerUrl = new URL(
  `./receiver-file.worker${path.extname(fileURLToPath(import.meta.url))}`,
  import.meta.url,
);

/**
 * Node 20 starts a worker without the parent's module hooks (tsx registers itself in the main thread only),
 * so a TypeScript worker is started through a module that registers tsx first and then imports it.
 */
function workerEntry(): URL {
  if (!workerUrl.pathname.endsWith('.ts')) return workerUrl;
  const code = [
    `import { register } from ${JSON.stringify(import.meta.resolve('tsx/esm/api'))};`,
    'register();',
    `await import(${JSON.stringify(workerUrl.href)});`,
  ].join('\n');
  return new URL(`data:text/javascript,${encodeURIComponent(code)}`);
}

let running = 0;
const waiting: (() => void)[] = [];

/** Waits for one of the parallel reads; the function returned hands the turn on. */
async function takeTurn(): Promise<() => void> {
  if (running < MAX_PARALLEL_RECEIVER_FILE_READS) running++;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  return () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
}

/** The worker's outcome; running out of its heap or its time is the file's fault, anything else ours. */
function outcomeOf(worker: Worker): Promise<FileReceivers> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(tooLargeOpened()), RECEIVER_FILE_WORKER_TIMEOUT_MS);
    const settle = (action: () => void) => {
      clearTimeout(timer);
      action();
    };
    worker.once('message', (outcome: ReceiverFileOutcome) =>
      settle(() =>
        outcome.ok ? resolve(outcome.receivers) : reject(new AppError(400, outcome.message, outcome.errors)),
      ),
    );
    worker.once('error', (error: NodeJS.ErrnoException) =>
      settle(() => reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooLargeOpened() : error)),
    );
    worker.once('exit', (code) =>
      settle(() => reject(new Error(`The receiver file worker stopped with code ${code}`))),
    );
  });
}

/**
 * What readReceiverFile finds in a file, read in a worker thread with its own heap and time limit, so a
 * hostile file costs the API neither its memory nor its event loop; at most two files are read at a time.
 */
export async function readReceiverFileInWorker(bytes: Buffer): Promise<FileReceivers> {
  const release = await takeTurn();
  let worker: Worker;
  try {
    worker = new Worker(workerEntry(), {
      workerData: bytes,
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: RECEIVER_FILE_WORKER_HEAP_MB, maxYoungGenerationSizeMb: 32 },
    });
  } catch (error) {
    release();
    throw error;
  }
  // The turn passes on once the worker's memory is gone, not when its answer arrives.
  worker.once('exit', release);
  try {
    return await outcomeOf(worker);
  } finally {
    void worker.terminate();
  }
}
