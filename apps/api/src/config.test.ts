import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { describePayments } from './modules/payments/payment-providers';

describe('configuration', () => {
  it('puts the data directory in ./data of the directory npm was run from, not the API workspace', () => {
    const config = loadConfig({ INIT_CWD: '/srv/usher' });
    expect(config.dataDir).toBe(path.resolve('/srv/usher/data'));
    expect(config.uploadsDir).toBe(path.resolve('/srv/usher/data/uploads'));
  });

  it('resolves a relative DATA_DIR against that directory, and keeps an absolute one', () => {
    expect(loadConfig({ INIT_CWD: '/srv/usher', DATA_DIR: 'state/usher' }).dataDir).toBe(
      path.resolve('/srv/usher/state/usher'),
    );
    expect(loadConfig({ INIT_CWD: '/srv/usher', DATA_DIR: '/var/lib/usher' }).dataDir).toBe(
      path.resolve('/var/lib/usher'),
    );
  });

  it('uses the current directory when not run through npm', () => {
    expect(loadConfig({ DATA_DIR: 'data' }).dataDir).toBe(path.resolve(process.cwd(), 'data'));
  });

  it('listens on this machine only unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('takes no test payments unless TEST_PAYMENTS=true, and no Stripe without its keys (issue 28 §1)', () => {
    expect(loadConfig({})).toMatchObject({ stripe: null, testPayments: false, demoPassword: null });
    expect(loadConfig({ TEST_PAYMENTS: 'true' }).testPayments).toBe(true);
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' }).stripe).toMatchObject({
      secretKey: 'sk_1',
      webhookSecret: 'whsec_1',
      connect: false,
    });
  });

  it('refuses half a Stripe configuration, naming what is missing', () => {
    const refusal = (env: NodeJS.ProcessEnv) => {
      try {
        loadConfig(env);
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
      throw new Error('loadConfig started with half a configuration');
    };
    expect(refusal({ STRIPE_SECRET_KEY: 'sk_1' })).toBe(
      'STRIPE_SECRET_KEY is set but STRIPE_WEBHOOK_SECRET is missing: set both, or neither.',
    );
    expect(refusal({ STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toBe(
      'STRIPE_WEBHOOK_SECRET is set but STRIPE_SECRET_KEY is missing: set both, or neither.',
    );
    expect(refusal({ STRIPE_CONNECT: 'true' })).toBe(
      'STRIPE_CONNECT=true needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: set both, or unset STRIPE_CONNECT.',
    );
    expect(refusal({ STRIPE_CONNECT: 'true', STRIPE_SECRET_KEY: 'sk_1' })).toContain('STRIPE_WEBHOOK_SECRET');
  });

  it('says at start-up which payment provider is in use', () => {
    expect(describePayments(loadConfig({}))).toMatch(
      /^Payments: no payment provider: paid tickets are sold at the door only/,
    );
    expect(describePayments(loadConfig({ TEST_PAYMENTS: 'true' }))).toMatch(
      /^Payments: the test payment page/,
    );
    const keys = { STRIPE_SECRET_KEY: 'sk_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };
    expect(describePayments(loadConfig(keys))).toBe('Payments: Stripe');
    expect(describePayments(loadConfig({ ...keys, STRIPE_CONNECT: 'true' }))).toMatch(
      /^Payments: Stripe Connect/,
    );
  });

  it('drains 5 s before stopping behind a load balancer, none without one, as SHUTDOWN_DRAIN_SECONDS says', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).shutdownDrainMs).toBe(5_000);
    expect(loadConfig({}).shutdownDrainMs).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'true', SHUTDOWN_DRAIN_SECONDS: '1.5' }).shutdownDrainMs).toBe(1_500);
    expect(() => loadConfig({ SHUTDOWN_DRAIN_SECONDS: '9' })).toThrow();
  });
});
