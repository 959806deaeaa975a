import { expect } from 'chai';
import { launcherSettings } from '../../src/launcher-settings.ts';
import { freePort, waitUntilReady } from '../../src/index.ts';

describe('how long `pnpm start` waits for each process to become ready', () => {
  it('is five minutes unless READY_TIMEOUT_SECONDS says otherwise', () => {
    expect(launcherSettings({}).READY_TIMEOUT_SECONDS).to.equal(300);
    expect(launcherSettings({ READY_TIMEOUT_SECONDS: '900' }).READY_TIMEOUT_SECONDS).to.equal(900);
  });

  it('ends with an error naming the process and the allowance when it is not ready in time', async () => {
    const nobody = await freePort();
    const error = await waitUntilReady(`http://127.0.0.1:${nobody}/actuator/health/readiness`, {
      name: 'referential',
      timeoutMs: 500,
    }).then(
      () => undefined,
      (e: unknown) => e as Error,
    );
    expect(error?.message).to.equal('referential did not become ready within 0.5 s');
  });
});
