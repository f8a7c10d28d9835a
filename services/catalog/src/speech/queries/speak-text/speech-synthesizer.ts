import { Injectable, Logger, OnModuleDestroy, ServiceUnavailableException } from '@nestjs/common';
import { Worker } from 'node:worker_threads';
import {
  SPEECH_MESSAGES,
  SPEECH_MP3_KBPS,
  SPEECH_QUEUE_MAX,
  SPEECH_TIMEOUT_MS,
  SPEECH_VOICES,
  SPEECH_WORDS_PER_MINUTE,
  type SpeechLanguage,
} from '../../speech.constants';
import { SPEECH_WORKER_SOURCE } from './speech-worker.source';

interface Job {
  id: number;
  text: string;
  lang: SpeechLanguage;
  resolve: (audio: Buffer) => void;
  reject: (e: Error) => void;
}

/**
 * Runs eSpeak NG in one worker thread, one synthesis at a time, so speech never blocks the event loop that
 * answers every other call. A synthesis that hangs or a worker that dies is replaced by a fresh worker.
 */
@Injectable()
export class SpeechSynthesizer implements OnModuleDestroy {
  private readonly logger = new Logger('SpeechSynthesizer');
  private worker: Worker | null = null;
  private readonly waiting: Job[] = [];
  private current: { job: Job; timer: NodeJS.Timeout } | null = null;
  private nextId = 1;

  synthesize(text: string, lang: SpeechLanguage): Promise<Buffer> {
    if (this.waiting.length >= SPEECH_QUEUE_MAX) throw new ServiceUnavailableException(SPEECH_MESSAGES.busy);
    return new Promise((resolve, reject) => {
      this.waiting.push({ id: this.nextId++, text, lang, resolve, reject });
      this.pump();
    });
  }

  onModuleDestroy(): void {
    void this.worker?.terminate();
    this.worker = null;
  }

  private pump(): void {
    if (this.current) return;
    const job = this.waiting.shift();
    if (!job) return;
    const timer = setTimeout(() => this.fail(new Error('Speech synthesis timed out')), SPEECH_TIMEOUT_MS);
    this.current = { job, timer };
    this.ensureWorker().postMessage({
      id: job.id,
      text: job.text,
      voice: SPEECH_VOICES[job.lang],
      wpm: SPEECH_WORDS_PER_MINUTE,
      kbps: SPEECH_MP3_KBPS,
    });
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(SPEECH_WORKER_SOURCE, { eval: true });
    worker.unref();
    worker.on('message', (m: { id: number; audio?: Uint8Array; error?: string }) => {
      if (!this.current || this.current.job.id !== m.id) return;
      const { job, timer } = this.current;
      clearTimeout(timer);
      this.current = null;
      if (m.audio) job.resolve(Buffer.from(m.audio.buffer, m.audio.byteOffset, m.audio.byteLength));
      else job.reject(new Error(m.error ?? 'Speech synthesis failed'));
      this.pump();
    });
    worker.on('error', (e) => this.fail(e));
    worker.on('exit', () => {
      if (this.worker === worker) this.worker = null;
    });
    this.worker = worker;
    return worker;
  }

  /** The current job failed with its worker: drop that worker and go on with the next job on a new one. */
  private fail(e: Error): void {
    this.logger.warn(`speech worker replaced: ${e.message}`);
    const worker = this.worker;
    this.worker = null;
    void worker?.terminate();
    if (this.current) {
      clearTimeout(this.current.timer);
      this.current.job.reject(e);
      this.current = null;
    }
    this.pump();
  }
}
