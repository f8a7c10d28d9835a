import { Body, Controller, Module, Post } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { IsString } from 'class-validator';
import request from 'supertest';
import { gzipSync } from 'node:zlib';
import { configureHttpApp, createRootLogger, PinoNestLogger } from '@exam/common';
import { testConfig } from '@exam/testing';

class LoginLike {
  @IsString() email!: string;
  @IsString() password!: string;
}

@Controller('probe')
class ProbeController {
  @Post()
  echo(@Body() body: LoginLike) {
    return { email: body.email };
  }
}

@Module({ controllers: [ProbeController] })
class ProbeModule {}

const nested = (depth: number) =>
  '{"email":"a@b.c","password":"x","deep":' + '{"a":'.repeat(depth) + '1' + '}'.repeat(depth) + '}';

describe('hostile request bodies get a clear 400 before validation', () => {
  let app: NestExpressApplication;
  beforeAll(async () => {
    const config = testConfig();
    const moduleRef = await Test.createTestingModule({ imports: [ProbeModule] }).compile();
    app = moduleRef.createNestApplication<NestExpressApplication>({
      bodyParser: false,
      logger: new PinoNestLogger(createRootLogger('silent')),
    });
    configureHttpApp(app, config, 'probe');
    await app.init();
  });
  afterAll(() => app.close());

  const post = () => request(app.getHttpServer()).post('/api/probe').set('content-type', 'application/json');

  it('answers a body nested 2,000 levels deep with 400', async () => {
    const res = await post().send(nested(2000));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Request body is nested too deeply.');
  });

  it('still accepts ordinary nesting', async () => {
    await post().send(nested(10)).expect(201, { email: 'a@b.c' });
  });

  it('answers a plain body labelled gzip with 400', async () => {
    const res = await post().set('content-encoding', 'gzip').send('{"email":"a@b.c","password":"x"}');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Request body does not match its Content-Encoding.');
  });

  it('accepts a real gzip body', async () => {
    const res = await post()
      .set('content-encoding', 'gzip')
      .serialize((b: Buffer) => b as unknown as string)
      .send(gzipSync(Buffer.from('{"email":"a@b.c","password":"x"}')));
    expect(res.status).toBe(201);
  });

  it('answers TRACE with 405 and the methods it allows', async () => {
    const res = await request(app.getHttpServer()).trace('/api/probe');
    expect(res.status).toBe(405);
    expect(res.headers.allow).toContain('POST');
  });

  it('answers an unknown Content-Encoding with 415', async () => {
    const res = await post().set('content-encoding', 'br-nope').send('{}');
    expect(res.status).toBe(415);
    expect(res.body.message).toBe('Content-Encoding "br-nope" is not supported.');
  });
});
