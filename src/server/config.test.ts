import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

const SECRET = 'a-production-secret-of-more-than-thirty-two-characters';

describe('configuration', () => {
  it('listens on this machine only by default outside production, on every interface in production', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'production', AUTH_SECRET: SECRET, SMTP_URL: 'smtp://mail:25' }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('refuses to start in production without mail unless told to run without it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', AUTH_SECRET: SECRET })).toThrow(
      'SMTP_URL: set SMTP_URL in production (sign-up and password resets need mail), or MAIL_DISABLED=true to run without sending any',
    );
    expect(loadConfig({ NODE_ENV: 'production', AUTH_SECRET: SECRET, MAIL_DISABLED: 'true' }).mail.smtpUrl).toBeNull();
    expect(() => loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25' })).toThrow('AUTH_SECRET');
  });
});
