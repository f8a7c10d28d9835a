import type { INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import request from 'supertest';
import { configureHttpApp } from '@exam/common';
import { testConfig } from '@exam/testing';
import { DEFAULT_SPEECH_LIMITS, SPEECH_LIMITS, SPEECH_MAX_CHARS, SPEECH_MESSAGES } from '../speech.constants';
import { SpeechModule } from '../speech.module';
import { SpeechSynthesizer } from '../queries/speak-text/speech-synthesizer';

/** MP3 frames start with an 11-bit sync word; files may start with an ID3 tag instead. */
const isMp3 = (b: Buffer) =>
  (b[0] === 0xff && (b[1] & 0xe0) === 0xe0) || b.subarray(0, 3).toString() === 'ID3';

async function start(perMinute = DEFAULT_SPEECH_LIMITS.perMinute) {
  const moduleRef = await Test.createTestingModule({ imports: [SpeechModule] })
    .overrideProvider(SPEECH_LIMITS)
    .useValue({ perMinute })
    .compile();
  const app = moduleRef.createNestApplication({ bodyParser: false, logger: false });
  configureHttpApp(app, testConfig(), 'test');
  await app.init();
  return app;
}

describe('GET /api/speech (read-aloud where the browser has no voice)', () => {
  let app: INestApplication;
  beforeAll(async () => (app = await start()));
  afterAll(() => app.close());
  const speech = (query: Record<string, string>) =>
    request(app.getHttpServer()).get('/api/speech').query(query);
  const binary = (res: request.Response, cb: (e: Error | null, body: Buffer) => void) => {
    const parts: Buffer[] = [];
    res.on('data', (c: Buffer) => parts.push(c));
    res.on('end', () => cb(null, Buffer.concat(parts)));
  };

  it('speaks a Hindi sentence as MP3, then answers the same text from its cache', async () => {
    const text = 'भारत का संविधान 26 जनवरी 1950 को लागू हुआ।';
    const synthesize = jest.spyOn(app.get(SpeechSynthesizer), 'synthesize');
    const first = await speech({ lang: 'hi', text }).buffer(true).parse(binary).expect(200);
    expect(first.headers['content-type']).toBe('audio/mpeg');
    expect(first.headers['x-speech-cache']).toBe('miss');
    expect(first.headers['cache-control']).toContain('immutable');
    const audio = first.body as Buffer;
    expect(isMp3(audio)).toBe(true);
    // A few seconds of 24 kbit/s speech: some kilobytes, far below the WAV eSpeak writes (~44 KB/s).
    expect(audio.length).toBeGreaterThan(2_000);
    expect(audio.length).toBeLessThan(60_000);

    const second = await speech({ lang: 'hi', text: `  ${text} ` })
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(second.headers['x-speech-cache']).toBe('hit');
    expect((second.body as Buffer).equals(audio)).toBe(true);
    expect(synthesize).toHaveBeenCalledTimes(1);

    // Byte ranges for Safari; a conditional request is answered 304
    const part = await speech({ lang: 'hi', text }).set('Range', 'bytes=0-99').buffer(true).parse(binary);
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${audio.length}`);
    expect((part.body as Buffer).equals(audio.subarray(0, 100))).toBe(true);
    await speech({ lang: 'hi', text }).set('If-None-Match', first.headers.etag).expect(304);
  });

  it('speaks English too', async () => {
    const res = await speech({ lang: 'en', text: 'Article 148 provides for the CAG.' })
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(isMp3(res.body as Buffer)).toBe(true);
  });

  it.each([
    ['an unknown language', { lang: 'fr', text: 'Bonjour' }, SPEECH_MESSAGES.badLang],
    ['no language', { text: 'नमस्ते' }, SPEECH_MESSAGES.badLang],
    ['no text', { lang: 'hi' }, SPEECH_MESSAGES.textRequired],
    ['only spaces', { lang: 'hi', text: '   ' }, SPEECH_MESSAGES.textRequired],
    ['too long a text', { lang: 'hi', text: 'क'.repeat(SPEECH_MAX_CHARS + 1) }, SPEECH_MESSAGES.tooLong],
  ])('answers 400 with a clear message for %s', async (_case, query, message) => {
    const res = await speech(query as Record<string, string>).expect(400);
    expect(res.body).toEqual({ statusCode: 400, message });
  });
});

describe('GET /api/speech rate limit', () => {
  it('answers 429 with Retry-After past the syntheses allowed per minute, and still serves cached clips', async () => {
    const app = await start(2);
    try {
      const call = (text: string) =>
        request(app.getHttpServer()).get('/api/speech').query({ lang: 'en', text });
      await call('One.').expect(200);
      await call('Two.').expect(200);
      const res = await call('Three.').expect(429);
      expect(res.body.message).toBe(SPEECH_MESSAGES.tooMany);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      // A clip already made costs nothing: it is served past the limit
      await call('One.').expect(200);
    } finally {
      await app.close();
    }
  });
});
