import path from 'node:path';
import { z } from 'zod';

/** A stopping process exits within 10 s (issue 28 §6); its drain leaves at least 2 s for what is in flight. */
const MAX_DRAIN_SECONDS = 8;
/** The drain behind a load balancer when SHUTDOWN_DRAIN_SECONDS is not set: two failed checks 2 s apart, and some. */
const DEFAULT_DRAIN_SECONDS_BEHIND_PROXY = 5;

const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  DEMO_DATA: z.enum(['auto', 'always', 'never']).default('auto'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.stringbool().default(false),
  RATE_LIMIT_PUBLIC_PER_MINUTE: z.coerce.number().int().min(0).default(3000),
  RATE_LIMIT_PDF_PER_MINUTE: z.coerce.number().int().min(0).default(300),
  RATE_LIMIT_PROMO_PER_MINUTE: z.coerce.number().int().min(0).default(30),
  RATE_LIMIT_API_PER_MINUTE: z.coerce.number().int().min(0).default(600),
  CHECKOUT_HOLD_SECONDS: z.coerce.number().int().min(1).default(900),
  HOLD_LIMIT_PER_ADDRESS: z.coerce.number().int().min(0).default(10),
  AUTH_CACHE_SECONDS: z.coerce.number().min(0).max(60).default(5),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(20),
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_LABEL: z.string().default('Sign in with your payment provider'),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().default('auto'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z.url().optional(),
  WEB_DIST_DIR: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Usher <tickets@localhost>'),
  DELIVERY_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(4),
  SMS_API_URL: z.url().default('https://api.twilio.com'),
  SMS_ACCOUNT_SID: z.string().optional(),
  SMS_AUTH_TOKEN: z.string().optional(),
  SMS_FROM: z.string().optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_URL: z.url().default('https://api.stripe.com'),
  STRIPE_CONNECT: z.stringbool().default(false),
  TEST_PAYMENTS: z.stringbool().default(false),
  DEMO_PASSWORD: z.string().min(8).optional(),
  REDIS_URL: z.string().optional(),
  REDIS_KEY_PREFIX: z.string().default('usher:'),
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(MAX_DRAIN_SECONDS).optional(),
  WEBHOOKS_ALLOW_PRIVATE_URLS: z.stringbool().default(false),
});

export type AppConfig = {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  uploadsDir: string;
  databaseUrl: string | null;
  demoData: 'auto' | 'always' | 'never';
  logLevel: string;
  trustProxy: boolean;
  /** Requests per minute per client address (IPv6: per /64) on public routes; 0 turns a limit off. */
  rateLimit: { publicPerMinute: number; pdfPerMinute: number; promoPerMinute: number };
  /** Requests per minute per API key on `/api/v1` (issue 29 §1); 0 turns the limit off. */
  apiKeyRequestsPerMinute: number;
  cookieSecure: boolean;
  /** How long a customer's hold keeps its places while they check out (issue 16 §1). */
  checkoutHoldSeconds: number;
  /**
   * Live holds one client address (IPv6: one /64) may have on one date (issue 28 §4), so one client cannot hold
   * a date; a hold released, expired or checked out frees its slot. 0 turns the limit off.
   */
  holdLimitPerAddress: number;
  /** How long a process remembers who a session cookie belongs to (see `AuthCache`); 0 turns it off. */
  authCacheMs: number;
  /** Connections one process opens to PostgreSQL for requests (the delivery worker has its own few). */
  databasePoolSize: number;
  oidc: { issuer: string; clientId: string; clientSecret: string; label: string } | null;
  s3: {
    endpoint: string;
    region: string;
    bucket: string;
    accessKeyId: string;
    secretAccessKey: string;
    publicUrl: string;
  } | null;
  webDistDir: string;
  /** SMTP for email; null writes emails to the developer outbox under DATA_DIR/outbox. */
  smtpUrl: string | null;
  mailFrom: string;
  /** Messages one process sends at a time, and the SMTP connections it keeps open for them. */
  deliveryConcurrency: number;
  /** A Twilio-compatible SMS API; null writes SMS to the developer outbox. */
  sms: { apiUrl: string; accountSid: string; authToken: string; from: string } | null;
  /**
   * Stripe for card payments (issue 16 §2); null takes none (see `testPayments`). `apiUrl` sets the SDK's
   * host, port and protocol (tests point it at a loopback server); with `connect` each organiser's sales go to
   * its own connected account.
   */
  stripe: { secretKey: string; webhookSecret: string; apiUrl: string; connect: boolean } | null;
  /**
   * Whether every organiser may take orders through the built-in test payment page when Stripe is not set
   * (`TEST_PAYMENTS=true`); without it only the demo organiser may, and the others sell paid tickets at the door.
   */
  testPayments: boolean;
  /** The password the demo accounts get in place of the published one (`DEMO_PASSWORD`); null keeps it. */
  demoPassword: string | null;
  /**
   * Redis shared by every process of one installation: per-address limits counted there, and the public
   * page's cache invalidation published there; null keeps both in each process's memory. `keyPrefix` starts
   * every key and channel, so installations (or test runs) can share one Redis.
   */
  redis: { url: string; keyPrefix: string } | null;
  /**
   * How long a stopping process keeps answering, with `/api/health` at 503, before it stops accepting: time for a
   * load balancer's health check to take it out of rotation (see `graceful-stop.ts`).
   */
  shutdownDrainMs: number;
  /**
   * Webhook URLs may be http and point at loopback or private addresses (`WEBHOOKS_ALLOW_PRIVATE_URLS=true`):
   * for development and tests only, as it lets an organiser make the server POST inside its own network.
   */
  webhooksAllowPrivateUrls: boolean;
  /** The demo accounts the sign-in screen names; set by the server when the demo organiser exists. */
  demoAccounts: { emails: string[]; password: string } | null;
};

/**
 * A relative path from the environment, resolved against the directory the command was run from: npm runs the
 * API inside its workspace (apps/api) but keeps the caller's directory in INIT_CWD.
 */
export function resolveFromLaunchDir(value: string, env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.INIT_CWD ?? process.cwd(), value);
}

/** A configuration the server must not start with; its message names what is missing. */
export class ConfigError extends Error {}

/**
 * Half a payment configuration would run without a provider while its owner thinks it takes payments (issue 28
 * §1), so it refuses to start instead.
 */
function requireWholeStripeConfig(env: z.output<typeof ZEnv>): void {
  const hasKey = Boolean(env.STRIPE_SECRET_KEY);
  const hasWebhookSecret = Boolean(env.STRIPE_WEBHOOK_SECRET);
  if (hasKey && !hasWebhookSecret) {
    throw new ConfigError(
      'STRIPE_SECRET_KEY is set but STRIPE_WEBHOOK_SECRET is missing: set both, or neither.',
    );
  }
  if (hasWebhookSecret && !hasKey) {
    throw new ConfigError(
      'STRIPE_WEBHOOK_SECRET is set but STRIPE_SECRET_KEY is missing: set both, or neither.',
    );
  }
  if (env.STRIPE_CONNECT && !hasKey) {
    throw new ConfigError(
      'STRIPE_CONNECT=true needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: set both, or unset STRIPE_CONNECT.',
    );
  }
}

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<AppConfig> = {},
): AppConfig {
  const parsed = ZEnv.parse(env);
  requireWholeStripeConfig(parsed);
  const dataDir = resolveFromLaunchDir(parsed.DATA_DIR, env);
  const publicUrl = (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/$/, '');
  const oidc =
    parsed.OIDC_ISSUER && parsed.OIDC_CLIENT_ID && parsed.OIDC_CLIENT_SECRET
      ? {
          issuer: parsed.OIDC_ISSUER,
          clientId: parsed.OIDC_CLIENT_ID,
          clientSecret: parsed.OIDC_CLIENT_SECRET,
          label: parsed.OIDC_LABEL,
        }
      : null;
  const s3 =
    parsed.S3_ENDPOINT && parsed.S3_BUCKET && parsed.S3_ACCESS_KEY_ID && parsed.S3_SECRET_ACCESS_KEY
      ? {
          endpoint: parsed.S3_ENDPOINT,
          region: parsed.S3_REGION,
          bucket: parsed.S3_BUCKET,
          accessKeyId: parsed.S3_ACCESS_KEY_ID,
          secretAccessKey: parsed.S3_SECRET_ACCESS_KEY,
          publicUrl: (parsed.S3_PUBLIC_URL ?? `${parsed.S3_ENDPOINT}/${parsed.S3_BUCKET}`).replace(/\/$/, ''),
        }
      : null;
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    publicUrl,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    databaseUrl: parsed.DATABASE_URL ?? null,
    demoData: parsed.DEMO_DATA,
    logLevel: parsed.LOG_LEVEL,
    trustProxy: parsed.TRUST_PROXY,
    rateLimit: {
      publicPerMinute: parsed.RATE_LIMIT_PUBLIC_PER_MINUTE,
      pdfPerMinute: parsed.RATE_LIMIT_PDF_PER_MINUTE,
      promoPerMinute: parsed.RATE_LIMIT_PROMO_PER_MINUTE,
    },
    apiKeyRequestsPerMinute: parsed.RATE_LIMIT_API_PER_MINUTE,
    cookieSecure:
      parsed.COOKIE_SECURE === 'auto' ? publicUrl.startsWith('https://') : parsed.COOKIE_SECURE === 'true',
    checkoutHoldSeconds: parsed.CHECKOUT_HOLD_SECONDS,
    holdLimitPerAddress: parsed.HOLD_LIMIT_PER_ADDRESS,
    authCacheMs: Math.round(parsed.AUTH_CACHE_SECONDS * 1000),
    databasePoolSize: parsed.DATABASE_POOL_SIZE,
    oidc,
    s3,
    smtpUrl: parsed.SMTP_URL || null,
    mailFrom: parsed.MAIL_FROM,
    deliveryConcurrency: parsed.DELIVERY_CONCURRENCY,
    sms:
      parsed.SMS_ACCOUNT_SID && parsed.SMS_AUTH_TOKEN && parsed.SMS_FROM
        ? {
            apiUrl: parsed.SMS_API_URL.replace(/\/$/, ''),
            accountSid: parsed.SMS_ACCOUNT_SID,
            authToken: parsed.SMS_AUTH_TOKEN,
            from: parsed.SMS_FROM,
          }
        : null,
    stripe:
      parsed.STRIPE_SECRET_KEY && parsed.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: parsed.STRIPE_SECRET_KEY,
            webhookSecret: parsed.STRIPE_WEBHOOK_SECRET,
            apiUrl: parsed.STRIPE_API_URL.replace(/\/$/, ''),
            connect: parsed.STRIPE_CONNECT,
          }
        : null,
    testPayments: parsed.TEST_PAYMENTS,
    demoPassword: parsed.DEMO_PASSWORD ?? null,
    redis: parsed.REDIS_URL ? { url: parsed.REDIS_URL, keyPrefix: parsed.REDIS_KEY_PREFIX } : null,
    shutdownDrainMs: Math.round(
      (parsed.SHUTDOWN_DRAIN_SECONDS ?? (parsed.TRUST_PROXY ? DEFAULT_DRAIN_SECONDS_BEHIND_PROXY : 0)) * 1000,
    ),
    demoAccounts: null,
    webhooksAllowPrivateUrls: parsed.WEBHOOKS_ALLOW_PRIVATE_URLS,
    webDistDir: parsed.WEB_DIST_DIR
      ? resolveFromLaunchDir(parsed.WEB_DIST_DIR, env)
      : path.join(import.meta.dirname, '../../web/dist'),
    ...overrides,
  };
}
