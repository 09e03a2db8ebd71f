type Pending<Request, Row> = {
  request: Request;
  keys: string[];
  resolve: (row: Row) => void;
  reject: (error: unknown) => void;
};

export type StatementBatcherOptions<Request, Row> = {
  /** Batches running at once; requests that arrive while all are running wait and go as the next batch. */
  maxInFlight: number;
  maxBatch: number;
  /** What two requests must not share within one batch, nor between two batches that run at once. */
  keysOf: (request: Request) => string[];
  /** Runs one batch as one statement: one row per request, in the requests' order. */
  run: (requests: Request[]) => Promise<Row[]>;
  /** Called when the last batch has ended and no request waits. */
  onIdle?: () => void;
};

/**
 * Group commit for one hot statement: requests that arrive while `maxInFlight` batches are running wait, and
 * go together as the next batch, so a rush costs one round trip and one commit per batch instead of one per
 * request. Under light load a request runs at once, as a batch of one, and never waits for company. Requests
 * that share a key (the same ticket, the same nonce) never run in one batch or in two batches at once: the
 * later one runs after the earlier has ended, in the order they came, as if it had waited on a row lock. A
 * batch is one statement, so a failed batch wrote nothing: each of its requests is then run again alone, and
 * one bad request fails only itself.
 */
export class StatementBatcher<Request, Row> {
  readonly #options: StatementBatcherOptions<Request, Row>;
  #waiting: Pending<Request, Row>[] = [];
  readonly #busyKeys = new Set<string>();
  #inFlight = 0;

  constructor(options: StatementBatcherOptions<Request, Row>) {
    this.#options = options;
  }

  submit(request: Request): Promise<Row> {
    return new Promise<Row>((resolve, reject) => {
      this.#waiting.push({ request, keys: this.#options.keysOf(request), resolve, reject });
      this.#dispatch();
    });
  }

  #dispatch(): void {
    while (this.#inFlight < this.#options.maxInFlight && this.#waiting.length > 0) {
      const batch = this.#takeBatch();
      if (batch.length === 0) return;
      void this.#runBatch(batch);
    }
  }

  /** The waiting requests whose keys are free, oldest first; a held-back request holds its keys for later ones. */
  #takeBatch(): Pending<Request, Row>[] {
    const batch: Pending<Request, Row>[] = [];
    const heldBack = new Set<string>();
    const kept: Pending<Request, Row>[] = [];
    for (const pending of this.#waiting) {
      const isFree = pending.keys.every((key) => !this.#busyKeys.has(key) && !heldBack.has(key));
      if (isFree && batch.length < this.#options.maxBatch) {
        batch.push(pending);
        for (const key of pending.keys) this.#busyKeys.add(key);
      } else {
        kept.push(pending);
        for (const key of pending.keys) heldBack.add(key);
      }
    }
    this.#waiting = kept;
    return batch;
  }

  async #runBatch(batch: Pending<Request, Row>[]): Promise<void> {
    this.#inFlight += 1;
    try {
      const rows = await this.#runChecked(batch.map((pending) => pending.request));
      batch.forEach((pending, index) => pending.resolve(rows[index]!));
    } catch (error) {
      if (batch.length === 1) batch[0]!.reject(error);
      else await Promise.all(batch.map((pending) => this.#runAlone(pending)));
    } finally {
      for (const pending of batch) for (const key of pending.keys) this.#busyKeys.delete(key);
      this.#inFlight -= 1;
      this.#dispatch();
      if (this.#inFlight === 0) this.#options.onIdle?.();
    }
  }

  async #runAlone(pending: Pending<Request, Row>): Promise<void> {
    try {
      const [row] = await this.#runChecked([pending.request]);
      pending.resolve(row!);
    } catch (error) {
      pending.reject(error);
    }
  }

  async #runChecked(requests: Request[]): Promise<Row[]> {
    const rows = await this.#options.run(requests);
    if (rows.length !== requests.length) {
      throw new Error(`a batch of ${requests.length} answered ${rows.length} rows`);
    }
    return rows;
  }
}
