import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { isMongoId } from 'class-validator';
import { APP_CONFIG, type AppConfig, type JsonAnswer } from '@exam/common';
import { GetQuizByIdQuery } from '../queries/get-quiz-by-id/get-quiz-by-id.query';
import { DEMO_PAGE_RENDER, renderFromBuild, type RenderDemoPage } from './demo-page.render';

/** Pages kept per template (one build of the learner app): the most recently drawn quizzes. */
const KEPT = 500;
/** How long a visit waits for a page being drawn before it gets the build's loader page instead. */
const WAIT_MS = 400;
/** The path drawn with its quiz: `/demo/{id}`. */
export const DEMO_PATH = /^\/demo\/([^/]+)\/?$/i;
const delay = (ms: number) => new Promise<undefined>((done) => setTimeout(() => done(undefined), ms).unref());

/**
 * `/demo/{id}` drawn with its quiz (issue 37): the page's largest paint, the question or the intro's first
 * page, comes with the HTML instead of after the app's scripts and the quiz. The quiz is read as
 * getDemoQuizbyId answers it (free exploratory quizzes only, never an exam), drawn once per revision of the
 * quiz and per build of the app. Anything else (an unknown id, a premium quiz, an exam, a render that fails)
 * gives undefined: the caller serves the page as the build drew it, and the app shows its own error there.
 */
@Injectable()
export class DemoPages {
  private readonly logger = new Logger(DemoPages.name);
  private readonly drawn = new WeakMap<Buffer, Map<string, { etag: string; page: Promise<Buffer> }>>();
  private readonly render: RenderDemoPage;

  constructor(
    private readonly queries: QueryBus,
    @Inject(APP_CONFIG) config: AppConfig,
    @Optional() @Inject(DEMO_PAGE_RENDER) render?: RenderDemoPage,
  ) {
    this.render = render ?? renderFromBuild(config.repoRoot);
  }

  /** The demo page of `quizId` drawn into `template` (the build's web-learner/dist/prerendered/demo-quiz.html). */
  async page(quizId: string, template: Buffer): Promise<Buffer | undefined> {
    if (!isMongoId(quizId)) return undefined;
    let answer: JsonAnswer;
    try {
      answer = await this.queries.execute(new GetQuizByIdQuery('quiz', quizId, 'demo', undefined));
    } catch {
      return undefined;
    }
    const pages = this.pagesOf(template);
    let hit = pages.get(quizId);
    if (hit?.etag !== answer.etag) {
      hit = { etag: answer.etag, page: this.draw(template, quizId, answer) };
      pages.set(quizId, hit);
      if (pages.size > KEPT) pages.delete(pages.keys().next().value!);
      // A failed render is tried again on the next visit.
      hit.page.catch(() => pages.get(quizId) === hit && pages.delete(quizId));
    }
    // A visitor never waits long for a first render (a cold server takes seconds): the loader page meanwhile.
    return Promise.race([hit.page, delay(WAIT_MS)]).catch(() => undefined);
  }

  private pagesOf(template: Buffer) {
    let pages = this.drawn.get(template);
    if (!pages) this.drawn.set(template, (pages = new Map()));
    return pages;
  }

  private async draw(template: Buffer, quizId: string, answer: JsonAnswer): Promise<Buffer> {
    try {
      return Buffer.from(await this.render(template.toString('utf8'), quizId, answer.json()));
    } catch (e) {
      this.logger.warn(`demo ${quizId} not drawn, served with its loader: ${(e as Error).message}`);
      throw e;
    }
  }
}
