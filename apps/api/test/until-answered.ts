import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Sends a request again, as the pages do, while the date answers 503 'busy, try again' (its lock is queued past
 * the lock timeout), with a short, growing pause between tries. It never gives up: the test's own timeout does,
 * so a race asserts what the sale ends with, not how quiet the machine was.
 */
export async function untilAnswered<T extends { status: number }>(send: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const answer = await send();
    if (answer.status !== 503) return answer;
    await sleep(Math.min(1_000, 25 * attempt) * (0.5 + Math.random()));
  }
}
