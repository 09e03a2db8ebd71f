import { describe, expect, it } from 'vitest';
import { StatementBatcher } from './statement-batcher';

type Request = { id: string; keys?: string[]; isBad?: boolean };

/** A batcher over a statement that answers each request with its id, recording every batch it was given. */
function recordingBatcher(maxInFlight: number, maxBatch = 64, onIdle?: () => void) {
  const batches: string[][] = [];
  let running = 0;
  let mostAtOnce = 0;
  const releases: (() => void)[] = [];
  const batcher = new StatementBatcher<Request, string>({
    maxInFlight,
    maxBatch,
    keysOf: (request) => request.keys ?? [],
    onIdle,
    run: async (requests) => {
      batches.push(requests.map((request) => request.id));
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      await new Promise<void>((resolve) => releases.push(resolve));
      running -= 1;
      if (requests.some((request) => request.isBad)) throw new Error('bad request in the batch');
      return requests.map((request) => `answer ${request.id}`);
    },
  });
  /** Lets every batch that is running now end, then waits for the batcher to start the next ones. */
  const releaseRunning = async () => {
    for (const release of releases.splice(0)) release();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { batcher, batches, releaseRunning, mostAtOnce: () => mostAtOnce };
}

const settle = <T>(promise: Promise<T>) =>
  promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error: (error as Error).message }),
  );

describe('StatementBatcher', () => {
  it('runs a lone request at once, and sends those that arrive while the batches run as one batch', async () => {
    const { batcher, batches, releaseRunning, mostAtOnce } = recordingBatcher(2);
    const answers = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => batcher.submit({ id }));
    expect(batches).toEqual([['a'], ['b']]);
    await releaseRunning();
    expect(batches).toEqual([['a'], ['b'], ['c', 'd', 'e', 'f']]);
    await releaseRunning();
    expect(await Promise.all(answers)).toEqual(['a', 'b', 'c', 'd', 'e', 'f'].map((id) => `answer ${id}`));
    expect(mostAtOnce()).toBe(2);
  });

  it('never puts two requests with a shared key in one batch or in two at once, and keeps their order', async () => {
    const { batcher, batches, releaseRunning } = recordingBatcher(2);
    const answers = [
      batcher.submit({ id: 'first', keys: ['ticket:1'] }),
      batcher.submit({ id: 'retry', keys: ['ticket:1', 'nonce:n'] }),
      batcher.submit({ id: 'same nonce', keys: ['ticket:3', 'nonce:n'] }),
      batcher.submit({ id: 'other', keys: ['ticket:2'] }),
      batcher.submit({ id: 'third of ticket 1', keys: ['ticket:1'] }),
    ];
    expect(batches).toEqual([['first'], ['other']]);
    await releaseRunning();
    expect(batches.slice(2)).toEqual([['retry']]);
    await releaseRunning();
    expect(batches.slice(3)).toEqual([['same nonce', 'third of ticket 1']]);
    await releaseRunning();
    expect(await Promise.all(answers)).toHaveLength(5);
  });

  it('holds batches to their largest size', async () => {
    const { batcher, batches, releaseRunning } = recordingBatcher(1, 3);
    const answers = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => batcher.submit({ id }));
    for (let round = 0; round < 3; round++) await releaseRunning();
    expect(batches).toEqual([['a'], ['b', 'c', 'd'], ['e', 'f']]);
    await Promise.all(answers);
  });

  it('runs a failed batch again one request at a time, so only the bad request fails', async () => {
    const { batcher, batches, releaseRunning } = recordingBatcher(1);
    const answers = [
      batcher.submit({ id: 'a' }),
      batcher.submit({ id: 'b' }),
      batcher.submit({ id: 'bad', isBad: true }),
      batcher.submit({ id: 'c' }),
    ].map(settle);
    await releaseRunning();
    await releaseRunning();
    await releaseRunning();
    expect(batches).toEqual([['a'], ['b', 'bad', 'c'], ['b'], ['bad'], ['c']]);
    expect(await Promise.all(answers)).toEqual([
      { value: 'answer a' },
      { value: 'answer b' },
      { error: 'bad request in the batch' },
      { value: 'answer c' },
    ]);
  });

  it('fails a batch whose statement answers a different number of rows than it was given', async () => {
    const batcher = new StatementBatcher<Request, string>({
      maxInFlight: 1,
      maxBatch: 64,
      keysOf: () => [],
      run: async () => [],
    });
    await expect(batcher.submit({ id: 'a' })).rejects.toThrow('a batch of 1 answered 0 rows');
  });

  it('tells when its last batch has ended and no request waits, once each time', async () => {
    let idle = 0;
    const { batcher, releaseRunning } = recordingBatcher(1, 64, () => (idle += 1));
    const answers = ['a', 'b', 'c'].map((id) => batcher.submit({ id }));
    await releaseRunning();
    expect(idle).toBe(0);
    await releaseRunning();
    await Promise.all(answers);
    expect(idle).toBe(1);
    const later = batcher.submit({ id: 'd' });
    await releaseRunning();
    await later;
    expect(idle).toBe(2);
  });
});
