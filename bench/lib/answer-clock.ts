import type autocannon from 'autocannon';

/**
 * Records each answer's latency and times the run from now to its last answer. autocannon ends a run (of a
 * fixed number of requests, or of a duration) only at its next one-second tick, so its own start and finish
 * round every run up to whole seconds.
 */
export function answerClock(instance: autocannon.Instance, latencies: number[]): () => number {
  const started = performance.now();
  let lastAnswered = started;
  instance.on('response', (_client, _status, _bytes, responseTime) => {
    latencies.push(responseTime);
    lastAnswered = performance.now();
  });
  return () => (lastAnswered - started) / 1000;
}
