import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

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

  it('drains 5 s before stopping behind a load balancer, none without one, as SHUTDOWN_DRAIN_SECONDS says', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).shutdownDrainMs).toBe(5_000);
    expect(loadConfig({}).shutdownDrainMs).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'true', SHUTDOWN_DRAIN_SECONDS: '1.5' }).shutdownDrainMs).toBe(1_500);
    expect(() => loadConfig({ SHUTDOWN_DRAIN_SECONDS: '9' })).toThrow();
  });
});
