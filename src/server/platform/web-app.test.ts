import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from './web-app';

const script = `console.log(${JSON.stringify('pitboard '.repeat(300))});\n`;
const manifest = JSON.stringify({ name: 'Pitboard', start_url: '/', display: 'standalone' });
let dist: string;
let app: FastifyInstance;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'pitboard-web-app-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Pitboard</title>');
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{}');
  const asset = path.join(dist, 'assets', 'main-abc123.js');
  fs.writeFileSync(asset, script);
  fs.writeFileSync(`${asset}.gz`, zlib.gzipSync(script));
  fs.writeFileSync(`${asset}.br`, zlib.brotliCompressSync(script));
  for (const file of ['sw.js', 'workbox-5d3f9a1c.js']) {
    fs.writeFileSync(path.join(dist, file), script);
    fs.writeFileSync(path.join(dist, `${file}.br`), zlib.brotliCompressSync(script));
  }
  fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), manifest);
  app = Fastify();
  await registerWebApp(app, dist);
  await app.ready();
});

afterAll(async () => {
  await app.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('web app assets', () => {
  it('sends the brotli file to a browser that accepts it, still cached for a year', async () => {
    const res = await app.inject({
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip file to a browser that accepts only gzip', async () => {
    const res = await app.inject({ url: '/assets/main-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the file as it is to a client that accepts no encoding', async () => {
    const res = await app.inject({ url: '/assets/main-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(script);
  });

  it('answers 404 for a missing asset and for the build manifest', async () => {
    expect((await app.inject({ url: '/assets/missing-123.js' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/.vite/manifest.json' })).statusCode).toBe(404);
  });

  it('sends index.html, not cached, for a page address and for the root', async () => {
    for (const url of ['/dashboard', '/events/123?tab=cars', '/']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toContain('<title>Pitboard</title>');
    }
  });

  it("answers an unknown API path with a 404 in the API's shape, and never leaves the build folder", async () => {
    const api = await app.inject({ url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: { code: 'not_found' } });
    for (const url of ['/../package.json', '/assets/..%2f..%2fpackage.json', '/%2e%2e/%2e%2e/etc/passwd']) {
      const res = await app.inject({ url });
      // Refused, or the app's page for an address it does not know: never the file itself.
      expect(res.body, url).not.toMatch(/"dependencies"|root:/);
      if (res.statusCode === 200) expect(res.body, url).toContain('<title>Pitboard</title>');
    }
  });
});

describe('installable app files', () => {
  it('sends the service worker and its Workbox runtime compressed and revalidated on every use', async () => {
    for (const url of ['/sw.js', '/workbox-5d3f9a1c.js']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(script);
    }
  });

  it('sends the web app manifest as application/manifest+json, revalidated on every use', async () => {
    const res = await app.inject({ url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({ name: 'Pitboard', start_url: '/', display: 'standalone' });
  });
});

describe('prerendered public pages', () => {
  let prerenderedDist: string;
  let site: FastifyInstance;
  const page = (name: string) => `<!doctype html><title>Pitboard</title><div id="root"><h1>${name}</h1></div>`;

  beforeAll(async () => {
    prerenderedDist = fs.mkdtempSync(path.join(os.tmpdir(), 'pitboard-web-app-prerendered-'));
    fs.mkdirSync(path.join(prerenderedDist, 'prerendered'));
    fs.writeFileSync(path.join(prerenderedDist, 'index.html'), '<!doctype html><title>Pitboard</title>');
    fs.writeFileSync(path.join(prerenderedDist, 'prerendered', 'index.html'), page('Landing'));
    fs.writeFileSync(path.join(prerenderedDist, 'prerendered', 'login.html'), page('Sign in'));
    fs.mkdirSync(path.join(prerenderedDist, 'prerendered', 'signed-in'));
    fs.writeFileSync(
      path.join(prerenderedDist, 'prerendered', 'signed-in', 'dashboard.html'),
      '<!doctype html><title>Pitboard</title><link rel="modulepreload" href="/assets/dashboard.js">',
    );
    site = Fastify();
    await registerWebApp(site, prerenderedDist, {
      isSignedIn: async (request) => request.headers.cookie === 'session=live',
    });
    await site.ready();
  });

  afterAll(async () => {
    await site.close();
    fs.rmSync(prerenderedDist, { recursive: true, force: true });
  });

  it('sends a prerendered page for its address, not cached, and the plain page elsewhere', async () => {
    const expected = { '/': 'Landing', '/login': 'Sign in', '/login?from=x': 'Sign in' };
    for (const [url, heading] of Object.entries(expected)) {
      const res = await site.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toContain(`<h1>${heading}</h1>`);
    }
    for (const url of ['/dashboard', '/register', '/prerendered']) {
      const res = await site.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('<h1>');
    }
  });

  it("sends a signed-in screen's page naming its files only to someone signed in", async () => {
    const preloading = (res: { body: string }) => res.body.includes('/assets/dashboard.js');
    const signedIn = await site.inject({ url: '/dashboard?from=menu', headers: { cookie: 'session=live' } });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('no-cache');
    expect(preloading(signedIn)).toBe(true);
    for (const cookie of [undefined, 'session=gone']) {
      const res = await site.inject({ url: '/dashboard', headers: cookie ? { cookie } : {} });
      expect(res.statusCode, cookie).toBe(200);
      expect(preloading(res), cookie).toBe(false);
    }
    const elsewhere = await site.inject({ url: '/cars', headers: { cookie: 'session=live' } });
    expect(preloading(elsewhere)).toBe(false);
  });

  it('sends someone signed in from the landing page to the dashboard', async () => {
    const signedIn = await site.inject({ url: '/', headers: { cookie: 'session=live' } });
    expect(signedIn.statusCode).toBe(302);
    expect(signedIn.headers.location).toBe('/dashboard');
    const stale = await site.inject({ url: '/', headers: { cookie: 'session=gone' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toContain('<h1>Landing</h1>');
  });
});
