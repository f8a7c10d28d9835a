import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gunzipSync, gzip, gzipSync } from 'node:zlib';
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
  /** The gzip form, when the answer keeps one (or null when the body is too small to gain from it). */
  gzip?(): Buffer | null;
}

/** A short digest for an ETag. */
export const etagDigest = (text: string): string =>
  createHash('sha1').update(text).digest('base64url').slice(0, 22);

/**
 * A JSON answer serialized once and served many times, kept in one form only: gzip for a body of 1 KiB or
 * more (what browsers ask for; a tenth of the text's memory, which a cache of large lists holds hundreds
 * of), else its UTF-8 bytes. Its strong ETag is computed once. A client without gzip gets the body
 * decompressed per request (rare: browsers and the apps all accept gzip). Keep one per cached body and drop
 * it when the body changes.
 */
export class CachedAnswer implements JsonAnswer {
  readonly etag: string;
  /** The UTF-8 body's length. */
  readonly size: number;
  private readonly stored: Buffer;
  private readonly zipped: boolean;

  constructor(body: string) {
    this.etag = `"${etagDigest(body)}"`;
    const bytes = Buffer.from(body);
    this.size = bytes.length;
    this.zipped = bytes.length >= GZIP_MIN_BYTES;
    this.stored = this.zipped ? gzipSync(bytes) : bytes;
  }

  /** About how much memory the answer holds (what a bounded cache counts). */
  get weight(): number {
    return this.stored.length + 128;
  }

  json(): string {
    return this.bytes().toString();
  }

  bytes(): Buffer {
    return this.zipped ? gunzipSync(this.stored) : this.stored;
  }

  gzip(): Buffer | null {
    return this.zipped ? this.stored : null;
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
  const zipped = answer.gzip?.();
  const acceptsGzip = zipped !== null && req.acceptsEncodings('gzip', 'identity') === 'gzip';
  if (acceptsGzip && zipped) {
    res.setHeader('Content-Encoding', 'gzip');
    res.send(zipped);
    return;
  }
  const body = answer.bytes ? answer.bytes() : answer.json();
  if (acceptsGzip && body.length >= GZIP_MIN_BYTES) {
    res.setHeader('Content-Encoding', 'gzip');
    res.send(await gzipAsync(body));
    return;
  }
  res.send(body);
}
