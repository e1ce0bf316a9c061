import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to port 3000, ./data and localhost origins', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.trustedOrigins).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000']);
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must start with postgres/);
    expect(() => loadConfig({ AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET: must be at least 32 characters/);
    expect(() => loadConfig({ BASE_URL: 'not a url' })).toThrow(/BASE_URL/);
    expect(() => loadConfig({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ TRUSTED_ORIGINS: 'https://ok.example,nope' })).toThrow(/TRUSTED_ORIGINS/);
  });

  it('treats blank variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).port).toBe(3000);
  });

  it('shares the rate limit through Redis and uploads through S3 only when given', () => {
    const plain = loadConfig({});
    expect(plain.redisUrl).toBeUndefined();
    expect(plain.s3).toBeUndefined();
    const scaled = loadConfig({
      REDIS_URL: 'redis://127.0.0.1:6379',
      S3_BUCKET: 'uploads',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(scaled.redisUrl).toBe('redis://127.0.0.1:6379');
    expect(scaled.s3).toEqual({
      bucket: 'uploads',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
      timeoutMs: 10_000,
    });
    expect(loadConfig({ S3_BUCKET: 'uploads' }).s3).toMatchObject({ endpoint: undefined, credentials: undefined });
    expect(loadConfig({ S3_BUCKET: 'uploads', S3_TIMEOUT_MS: '2500' }).s3?.timeoutMs).toBe(2500);
  });

  it('names a wrong Redis or S3 setting', () => {
    expect(() => loadConfig({ REDIS_URL: 'http://cache' })).toThrow(/REDIS_URL: must start with redis/);
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET: required/);
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'key' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_TIMEOUT_MS: '0' })).toThrow(/S3_TIMEOUT_MS/);
  });

  it('uses BASE_URL as the trusted origin', () => {
    const config = loadConfig({ BASE_URL: 'https://pit.example.com/', TRUSTED_ORIGINS: 'https://admin.example.com' });
    expect(config.baseUrl).toBe('https://pit.example.com');
    expect(config.trustedOrigins).toEqual(['https://pit.example.com', 'https://admin.example.com']);
  });

  it('checks the reminder schedule every minute unless told, on the system clock unless a test gives a file', () => {
    expect(loadConfig({})).toMatchObject({ reminderCheckSeconds: 60, reminderClockFile: undefined });
    expect(loadConfig({ REMINDER_CHECK_SECONDS: '5', REMINDER_CLOCK_FILE: '/tmp/clock' })).toMatchObject({
      reminderCheckSeconds: 5,
      reminderClockFile: '/tmp/clock',
    });
    expect(() => loadConfig({ REMINDER_CHECK_SECONDS: '0' })).toThrow(/REMINDER_CHECK_SECONDS/);
  });
});
