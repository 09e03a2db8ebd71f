// Messages on PostgreSQL: one email send to 50,000 addresses through the API (time to answer, the server's
// peak memory), then the app's delivery worker draining it over a pooled SMTP connection to a loopback server.
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { sql } from 'kysely';
import { SMTPServer } from 'smtp-server';
import { connectDatabase } from '../apps/api/src/db/connect';
import type { Db } from '../apps/api/src/db/database';
import { ApiClient } from './lib/api-client';
import { startApp } from './lib/app-server';
import { recreateDatabase, seedOrganiser } from './lib/fresh-postgres';
import { int, mb, ms, table } from './lib/stats';

const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/usher_bench_messaging';
const RECIPIENTS = 50_000;
/** The drain is measured for at most this long; the rate is what matters, not waiting for the last email. */
const DRAIN_LIMIT_S = Number(process.env.BENCH_DRAIN_SECONDS ?? 240);
const PASSWORD = 'bench messaging password';

function fail(message: string): never {
  console.error(`\nmessaging-postgres: ${message}`);
  process.exit(1);
}

/** An SMTP server on loopback that only counts: messages by outbox id, and connections opened and open at once. */
async function startCountingSmtp() {
  const counts = { messages: 0, repeats: 0, connections: 0, open: 0, mostOpen: 0 };
  const seen = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      counts.connections += 1;
      counts.open += 1;
      counts.mostOpen = Math.max(counts.mostOpen, counts.open);
      callback();
    },
    onClose() {
      counts.open -= 1;
    },
    onData(stream, _session, callback) {
      let head = '';
      stream.on('data', (chunk: Buffer) => {
        if (head.length < 4096) head += chunk.toString('latin1');
      });
      stream.on('end', () => {
        const id = /^X-Usher-Outbox-Id: (\S+)/im.exec(head)?.[1] ?? '';
        if (seen.has(id)) counts.repeats += 1;
        seen.add(id);
        counts.messages += 1;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    counts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function rowCounts(db: Db, sendId: string) {
  const rows = await db
    .selectFrom('outbox_messages')
    .select(['status', sql<number>`count(*)::int`.as('n')])
    .where('send_id', '=', sendId)
    .groupBy('status')
    .execute();
  const count = (status: string) => rows.find((row) => row.status === status)?.n ?? 0;
  // A claimed row ('sending') is on its way, not done.
  return { sent: count('sent'), pending: count('pending') + count('sending'), failed: count('failed') };
}

async function main() {
  await recreateDatabase(DATABASE_URL).catch((error: Error) => fail(error.message));
  const smtp = await startCountingSmtp();
  const server = await startApp({ DATABASE_URL, DEMO_DATA: 'never' }, { SMTP_URL: smtp.url });
  const { db } = await connectDatabase({ kind: 'postgres', url: DATABASE_URL, maxConnections: 2 });
  const concurrency = Number(process.env.DELIVERY_CONCURRENCY ?? 4);
  try {
    const organiser = await seedOrganiser(db, {
      name: 'Bench Messages',
      email: 'messaging-bench@example.test',
      password: PASSWORD,
    });
    const client = new ApiClient(server.baseUrl);
    await client.signIn(organiser.email, PASSWORD);
    const emails = Array.from({ length: RECIPIENTS }, (_, index) => `guest${index}@bench.example`);
    // One repeat in a hundred, typed in capitals: the send removes it.
    for (let index = 0; index < RECIPIENTS; index += 100) emails.push(emails[index]!.toUpperCase());

    const idle = server.memory();
    const peakReset = server.resetPeak();
    const answer = await client.request('POST', '/api/client/mailing/send-email', {
      emails,
      subject: 'The summer programme',
      content: '<p>Dear guest,</p><p>Our <strong>summer programme</strong> is out.</p>',
    });
    if (answer.status !== 200) fail(`send answered ${answer.status}: ${answer.text.slice(0, 300)}`);
    const afterSend = server.memory();
    const send = answer.body as { id: string; recipients: number; duplicates: number };
    const answeredAt = performance.now();

    let counts = await rowCounts(db, send.id);
    let drainedAt = answeredAt;
    const samples: [number, number][] = [];
    while (counts.pending > 0 && performance.now() - answeredAt < DRAIN_LIMIT_S * 1000) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      counts = await rowCounts(db, send.id);
      drainedAt = performance.now();
      samples.push([(drainedAt - answeredAt) / 1000, counts.sent]);
    }
    const drainSeconds = (drainedAt - answeredAt) / 1000;
    const afterDrain = server.memory();
    // The steady rate: from the first second with a sent row to the last sample.
    const first = samples.find(([, sent]) => sent > 0) ?? [0, 0];
    const steadyRate = (counts.sent - first[1]) / Math.max(1, drainSeconds - first[0]);

    console.log(`messages on PostgreSQL: one email send to ${int(RECIPIENTS)} addresses\n`);
    console.log(
      table(
        [
          'queue the send',
          'addresses posted',
          'recipients',
          'duplicates',
          'answer',
          'VmRSS before',
          'VmHWM after',
        ],
        [
          [
            'POST /api/client/mailing/send-email',
            int(emails.length),
            int(send.recipients),
            int(send.duplicates),
            ms(answer.ms, 0),
            mb(idle.rssKb),
            `${mb(afterSend.hwmKb)}${peakReset ? '' : ' (peak of the whole run)'}`,
          ],
        ],
        'lrrrrrr',
      ),
    );
    console.log('');
    console.log(
      table(
        [
          'drain to loopback SMTP',
          'sent',
          'pending',
          'failed',
          'wall',
          'messages/s',
          'steady msg/s',
          'connections',
          'most open',
        ],
        [
          [
            `DELIVERY_CONCURRENCY ${concurrency}, pool of ${concurrency}`,
            int(counts.sent),
            int(counts.pending),
            int(counts.failed),
            `${drainSeconds.toFixed(0)} s`,
            (counts.sent / drainSeconds).toFixed(1),
            steadyRate.toFixed(1),
            int(smtp.counts.connections),
            smtp.counts.mostOpen,
          ],
        ],
        'lrrrrrrrr',
      ),
    );
    console.log(
      `\nserver VmRSS ${mb(afterDrain.rssKb)} and VmHWM ${mb(afterDrain.hwmKb)} after the drain; ` +
        `load average ${os
          .loadavg()
          .map((value) => value.toFixed(1))
          .join(' ')} (${os.cpus().length} cores)` +
        (counts.pending > 0
          ? `; the drain was stopped after ${DRAIN_LIMIT_S} s (BENCH_DRAIN_SECONDS), ` +
            `${int(counts.pending)} left would take about ${(counts.pending / steadyRate / 60).toFixed(0)} min more`
          : ''),
    );
    const checks: [string, string, string, boolean][] = [
      ['recipients', int(RECIPIENTS), int(send.recipients), send.recipients === RECIPIENTS],
      [
        'outbox rows',
        int(RECIPIENTS),
        int(counts.sent + counts.pending + counts.failed),
        counts.sent + counts.pending + counts.failed === RECIPIENTS,
      ],
      ['emails received twice', '0', int(smtp.counts.repeats), smtp.counts.repeats === 0],
      ['failed', '0', int(counts.failed), counts.failed === 0],
    ];
    console.log('');
    console.log(
      table(
        ['check', 'expected', 'got', 'result'],
        checks.map(([a, b, c, ok]) => [a, b, c, ok ? 'ok' : 'FAIL']),
        'lrrl',
      ),
    );
    const failed = checks.filter(([, , , ok]) => !ok);
    if (failed.length > 0) fail(`checks failed: ${failed.map(([what]) => what).join('; ')}`);
  } finally {
    await db.destroy();
    await server.stop();
    await smtp.close();
  }
}

await main().catch((error: unknown) =>
  fail(error instanceof Error ? (error.stack ?? error.message) : String(error)),
);
