import { expect } from 'chai';
import { buildService, ConfigError } from '@transport/platform';
import { testServiceEnv } from '@transport/platform/testing';
import { sivService } from '../src/index.ts';

describe('siv configuration', () => {
  it('refuses to start without the registry settings, naming each missing variable', async () => {
    const env = await testServiceEnv({ REFERENTIAL_TIMEOUT_MS: 'soon' });
    let refused: unknown;
    try {
      await buildService(sivService, env);
    } catch (error) {
      refused = error;
    }
    expect(refused).to.be.instanceOf(ConfigError);
    const message = (refused as Error).message;
    for (const name of [
      'REFERENTIAL_URL',
      'OAUTH_TOKEN_URL',
      'SIV_CLIENT_ID',
      'SIV_CLIENT_SECRET',
      'REFERENTIAL_TIMEOUT_MS',
    ])
      expect(message).to.contain(name);
  });
});
