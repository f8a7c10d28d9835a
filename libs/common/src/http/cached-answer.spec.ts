import express from 'express';
import request from 'supertest';
import { CachedAnswer, sendJsonAnswer } from './cached-answer';

const large = JSON.stringify({ quizzes: Array.from({ length: 200 }, (_, i) => ({ name: `प्रश्न ${i}` })) });

describe('CachedAnswer', () => {
  it('keeps a large body as gzip only, and gives the same text and bytes back', () => {
    const answer = new CachedAnswer(large);
    const zipped = answer.gzip();
    expect(zipped).not.toBeNull();
    expect(answer.weight).toBeLessThan(Buffer.byteLength(large) / 4);
    expect(answer.size).toBe(Buffer.byteLength(large));
    expect(answer.json()).toBe(large);
    expect(answer.bytes().equals(Buffer.from(large))).toBe(true);
  });

  it('keeps a small body as its bytes, with no gzip form', () => {
    const answer = new CachedAnswer('{"ok":true}');
    expect(answer.gzip()).toBeNull();
    expect(answer.json()).toBe('{"ok":true}');
  });

  it('has the same strong ETag for the same body and another for another body', () => {
    expect(new CachedAnswer(large).etag).toBe(new CachedAnswer(large).etag);
    expect(new CachedAnswer(large).etag).not.toBe(new CachedAnswer('{}').etag);
    expect(new CachedAnswer('{}').etag).toMatch(/^"[\w-]+"$/);
  });
});

describe('sendJsonAnswer', () => {
  const app = express();
  const answers = { large: new CachedAnswer(large), small: new CachedAnswer('{"ok":true}') };
  app.get('/:which', (req, res) => void sendJsonAnswer(req, res, answers[req.params.which as 'large']));
  app.post('/:which', (req, res) => void sendJsonAnswer(req, res, answers[req.params.which as 'large']));

  it('sends the kept gzip form to a client that accepts gzip', async () => {
    const res = await request(app).get('/large').set('Accept-Encoding', 'gzip');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.etag).toBe(answers.large.etag);
    expect(res.body).toEqual(JSON.parse(large));
  });

  it('sends the plain body to a client without gzip', async () => {
    const res = await request(app).get('/large').set('Accept-Encoding', 'identity');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.text).toBe(large);
  });

  it('sends a small body plain even to a client that accepts gzip', async () => {
    const res = await request(app).get('/small').set('Accept-Encoding', 'gzip');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toEqual({ ok: true });
  });

  it('answers a GET naming the ETag by 304 without a body, and a POST always with the body', async () => {
    const etag = answers.large.etag;
    const repeat = await request(app).get('/large').set('If-None-Match', etag);
    expect(repeat.status).toBe(304);
    expect(repeat.text ?? '').toBe('');
    const post = await request(app).post('/large').set('If-None-Match', etag);
    expect(post.status).toBe(200);
    expect(post.body).toEqual(JSON.parse(large));
  });
});
