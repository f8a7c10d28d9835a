import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip, gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';

const gzipAsync = promisify(gzip);
const GZIP_MIN_BYTES = 1024;

/** A JSON answer whose ETag is known before its body is written, so a 304 writes no body at all. */
export interface JsonAnswer {
  /** A quoted entity tag, strong (`"…"`) or weak (`W/"…"`). */
  readonly etag: string;
  json(): string;
  /** The UTF-8 bytes, when the answer keeps them; otherwise they are encoded per request. */
  bytes?(): Buffer;
  /** The gzip form, when the answer keeps one; otherwise it is compressed per request. */
  gzip?(): Buffer;
}

/** A short digest for an ETag. */
export const etagDigest = (text: string): string =>
  createHash('sha1').update(text).digest('base64url').slice(0, 22);

/**
 * A JSON answer serialized once and served many times: its strong ETag computed once, its gzip form on the
 * first request that accepts gzip, its bytes encoded once. Keep one per cached body and drop it when the body changes.
 */
export class CachedAnswer implements JsonAnswer {
  readonly etag: string;
  private encoded?: Buffer;
  private gzipped?: Buffer;

  constructor(private readonly body: string) {
    this.etag = `"${etagDigest(body)}"`;
  }

  json(): string {
    return this.body;
  }

  bytes(): Buffer {
    return (this.encoded ??= Buffer.from(this.body));
  }

  gzip(): Buffer {
    return (this.gzipped ??= gzipSync(this.bytes()));
  }
}

/**
 * Sends a JSON answer with its ETag and `Vary: Accept-Encoding`: 304 without a body when the request's
 * If-None-Match names the ETag (Express's `req.fresh`), gzip when the client accepts it (pre-compressed if
 * the answer keeps it, else off the main thread), else plain. A compression middleware leaves it alone.
 */
export async function sendJsonAnswer(req: Request, res: Response, answer: JsonAnswer): Promise<void> {
  res.type('application/json');
  res.setHeader('ETag', answer.etag);
  res.vary('Accept-Encoding');
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  const body = answer.json();
  if (body.length >= GZIP_MIN_BYTES && req.acceptsEncodings('gzip', 'identity') === 'gzip') {
    const zipped = answer.gzip ? answer.gzip() : await gzipAsync(body);
    res.setHeader('Content-Encoding', 'gzip');
    res.send(zipped);
    return;
  }
  res.send(answer.bytes ? answer.bytes() : body);
}
