import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { AppConfig } from '@exam/common';
import express from 'express';
import request from 'supertest';
import { mountWebApps } from './serve-web-apps';

const BOOT = "document.documentElement.setAttribute('data-shell', 'off');";

describe('mountWebApps', () => {
  let repoRoot: string;
  let app: express.Express;

  beforeAll(() => {
    // Given a learner app build with a favicon, and a file that sits where an API route is
    repoRoot = mkdtempSync(join(tmpdir(), 'web-apps-'));
    const dist = join(repoRoot, 'web-learner', 'dist');
    mkdirSync(join(dist, 'api', 'users'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
    // and the first screen of /login rendered ahead, with an inline script
    mkdirSync(join(dist, 'prerendered'));
    writeFileSync(join(dist, 'prerendered', 'login.html'), `<title>login</title><script>${BOOT}</script>`);
    // and the demo quiz's frame, drawn once for every quiz
    writeFileSync(join(dist, 'prerendered', 'demo-quiz.html'), '<title>demo frame</title>');
    writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(dist, 'api', 'users', 'leaderboard'), 'a file of the build');
    app = express();
    const config = { repoRoot, isProduction: false } as AppConfig;
    mountWebApps(app as unknown as NestExpressApplication, config);
    // and the API's routes after the web apps, as the platform mounts them
    app.get('/api/users/leaderboard', (_req, res) => res.json({ from: 'api' }));
  });
  afterAll(() => rmSync(repoRoot, { recursive: true, force: true }));

  it("answers an API route from the API, never from a file of the app's build", async () => {
    const res = await request(app).get('/api/users/leaderboard');

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ from: 'api' });
  });

  it("serves the build's files and the app's page off the API path", async () => {
    const favicon = await request(app).get('/favicon.svg');
    const page = await request(app).get('/quizzes');

    expect(favicon.status).toBe(200);
    expect(favicon.headers['cache-control']).toBe('no-cache');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<title>app</title>');
  });

  it('serves a page rendered ahead for its path, its inline script allowed by hash and no other', async () => {
    const login = await request(app).get('/login');
    const other = await request(app).get('/register');

    const hash = `'sha256-${createHash('sha256').update(BOOT).digest('base64')}'`;
    expect(login.text).toContain('<title>login</title>');
    expect(login.headers['content-security-policy']).toContain(`script-src 'self' ${hash}`);
    expect(other.text).toContain('<title>app</title>');
    expect(other.headers['content-security-policy']).not.toContain('sha256');
  });

  it("serves the demo quiz's frame for every demo quiz's path, and for no other", async () => {
    const demo = await request(app).get('/demo/64a1f0c2e4b0a1b2c3d4e5f6');
    const slash = await request(app).get('/Demo/abc/');
    const bare = await request(app).get('/demo-quiz');
    const deeper = await request(app).get('/demo/abc/def');

    expect(demo.text).toContain('<title>demo frame</title>');
    expect(slash.text).toContain('<title>demo frame</title>');
    expect(bare.text).toContain('<title>app</title>');
    expect(deeper.text).toContain('<title>app</title>');
  });

  it('serves a page drawn again for its path (the demo with its quiz), else the page drawn ahead', async () => {
    const drawnApp = express();
    const drawPage = jest.fn(async (path: string, ahead: Buffer) => {
      if (path.endsWith('/fails')) throw new Error('render failed');
      if (path.endsWith('/unknown')) return undefined;
      return Buffer.from(`${ahead.toString()}<p>drawn ${path}</p><script>${BOOT}</script>`);
    });
    mountWebApps(drawnApp as unknown as NestExpressApplication, { repoRoot } as AppConfig, drawPage);

    const drawn = await request(drawnApp).get('/demo/64a1f0c2e4b0a1b2c3d4e5f6');
    const failed = await request(drawnApp).get('/demo/fails');
    const unknown = await request(drawnApp).get('/demo/unknown');

    expect(drawn.text).toContain('<title>demo frame</title><p>drawn /demo/64a1f0c2e4b0a1b2c3d4e5f6</p>');
    const hash = `'sha256-${createHash('sha256').update(BOOT).digest('base64')}'`;
    expect(drawn.headers['content-security-policy']).toContain(hash);
    for (const res of [failed, unknown]) {
      expect(res.status).toBe(200);
      expect(res.text).toBe('<title>demo frame</title>');
    }
  });
});
