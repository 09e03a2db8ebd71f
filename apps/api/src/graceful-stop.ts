import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { Db } from './db/database';
import type { DeliveryQueue } from './modules/delivery/delivery.worker';

/**
 * A process told to stop gives up waiting by then, whatever it still waits for, so it has exited within 10 s
 * (issue 28 §6); the last half second is for the exit itself.
 */
export const STOP_DEADLINE_MS = 9_500;

export type StoppingProcess = {
  app: FastifyInstance;
  db: Db;
  delivery: DeliveryQueue;
  /** The webhook dispatcher: it claims no more from the signal on, and its attempts in flight are recorded. */
  webhooks: { stop(): Promise<void> };
  /** The hourly purge, once it has started (a signal may come before). */
  housekeeping(): { stop(): void } | undefined;
};

/**
 * Stops a process without dropping a request. First it drains for `drainMs`: it goes on answering, but
 * `/api/health` answers 503 and every answer closes its connection, so a load balancer moves its traffic to the
 * other processes; meanwhile the delivery worker claims no more messages and lets the sends it has claimed finish
 * and be recorded (the other processes' relays take the rest). Then the listener closes, the requests in flight
 * finish, and the database pool closes.
 */
export async function stopGracefully(stopping: StoppingProcess, drainMs: number): Promise<void> {
  const { app, db, delivery } = stopping;
  app.draining = true;
  stopping.housekeeping()?.stop();
  const deliveryStopped = delivery.stop();
  const webhooksStopped = stopping.webhooks.stop();
  await sleep(drainMs);
  await app.close();
  await deliveryStopped;
  await webhooksStopped;
  await db.destroy();
}
