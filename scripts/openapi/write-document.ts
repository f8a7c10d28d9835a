/**
 * Writes the platform's OpenAPI document (what /api/docs-json serves) without a server: the platform's module
 * graph in Nest's preview mode, which reads controllers and their decorators but creates no provider, so
 * nothing connects to a database or a bus. Run through @swc-node/register (decorator metadata, as Nest needs):
 * `node -r @swc-node/register scripts/openapi/write-document.ts <out.json>`.
 */
import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { NestFactory } from '@nestjs/core';
import type { OpenAPIObject } from '@nestjs/swagger';
import { API_PREFIX, loadConfig, openApiDocument, type AppConfig } from '@exam/common';
import { PLATFORM_TITLE, PlatformModule } from '../../services/platform/src/platform.module';

/** The platform's document, read from its module graph without starting it. */
export async function documentWithoutServer(config: AppConfig): Promise<OpenAPIObject> {
  const app = await NestFactory.create(PlatformModule.forRoot(config), {
    preview: true,
    logger: false,
    abortOnError: false,
  });
  app.setGlobalPrefix(API_PREFIX);
  return openApiDocument(app, PLATFORM_TITLE);
}

async function main(out: string): Promise<void> {
  const document = await documentWithoutServer(loadConfig());
  writeFileSync(out, `${JSON.stringify(document, null, 2)}\n`);
}

if (require.main === module) {
  const out = process.argv[2];
  if (!out) throw new Error('usage: write-document.ts <out.json>');
  main(out).then(
    () => process.exit(0),
    (e: Error) => {
      process.stderr.write(`${e.stack ?? e.message}\n`);
      process.exit(1);
    },
  );
}
