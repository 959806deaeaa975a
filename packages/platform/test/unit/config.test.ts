import { expect } from 'chai';
import { ConfigError, loadConfig, serviceEnvSchema } from '../../src/index.ts';

const VALID = {
  PORT: '8081',
  MANAGEMENT_PORT: '9081',
  DATABASE_URL: 'postgres://u:p@localhost:5432/db',
  OAUTH_ISSUER: 'https://id.example',
  OAUTH_AUDIENCE: 'transport-platform',
  OAUTH_JWKS_URI: 'https://id.example/jwks',
};

describe('service configuration', () => {
  it('reads a complete environment with its defaults', () => {
    const config = loadConfig(serviceEnvSchema, { ...VALID, PROFILES: 'mcp, other' });
    expect(config).to.include({
      PORT: 8081,
      AUTH_MODE: 'oauth',
      BUSINESS_TIME_ZONE: 'Europe/Paris',
      DATABASE_POOL_MAX: 10,
    });
    expect(config.PROFILES).to.deep.equal(['mcp', 'other']);
  });

  it('refuses to start with a sentence naming each missing or malformed variable', () => {
    const { DATABASE_URL: _omitted, ...missing } = VALID;
    expect(() => loadConfig(serviceEnvSchema, { ...missing, PORT: 'eighty' }))
      .to.throw(ConfigError)
      .with.property('message')
      .that.matches(/DATABASE_URL/)
      .and.matches(/PORT/);
  });

  it('refuses dev authentication in production', () => {
    expect(() =>
      loadConfig(serviceEnvSchema, { ...VALID, NODE_ENV: 'production', AUTH_MODE: 'dev' }),
    ).to.throw(/AUTH_MODE/);
  });

  it('refuses a business time zone that does not exist', () => {
    expect(() => loadConfig(serviceEnvSchema, { ...VALID, BUSINESS_TIME_ZONE: 'Mars/Olympus' })).to.throw(
      /BUSINESS_TIME_ZONE/,
    );
  });
});
