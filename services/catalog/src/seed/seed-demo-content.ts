import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { InjectConnection } from '@nestjs/mongoose';
import { APP_CONFIG, nativeCollection, type AppConfig } from '@exam/common';
import { CLASS_PASSED_12TH, FREE_CATEGORY, PREMIUM_CATEGORY, type QuizKind } from '@exam/contracts';
import { ObjectId } from 'mongodb';
import type { Connection } from 'mongoose';
import { ImportQuizzesCommand } from '../quizzes/commands/import-quizzes/import-quizzes.command';
import { CATALOG } from '../catalog.constants';
import { DAY_MS } from '../shared/domain/india-dates';
import { imageRefOf, MediaLibrary } from '../media/persistence/media-library';
import { renderPdfPages } from '../media/pdf-pages.renderer';
import { pickQuestions, toQuestionInput } from './compose-demo-quizzes';
import { loadDemoData, type DemoChapters, type DemoQuiz } from './demo-data.loader';
import { coverPdf, lagrangeDiagramPdf, notesPdf } from './demo-assets';

const SEED_MARK = 'demo-seed';
const idOf = (slug: string) =>
  new ObjectId(createHash('md5').update(`demo:${slug}`).digest('hex').slice(0, 24));

/**
 * Seeds the demo catalogue once, on the first start with SEED_DEMO_CONTENT (tests set it false). Ids are
 * derived from slugs, so a start interrupted half-way finishes the job next time without duplicates.
 * Images and page images are drawn with pdfkit and rendered with pdfjs-dist; a render that fails is skipped.
 */
@Injectable()
export class SeedDemoContent implements OnApplicationBootstrap {
  private readonly logger = new Logger('SeedDemoContent');

  constructor(
    @InjectConnection(CATALOG) private readonly connection: Connection,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly commands: CommandBus,
    private readonly media: MediaLibrary,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.SEED_DEMO_CONTENT) return;
    const meta = nativeCollection<{ _id: string; at: Date }>(this.connection, 'catalog_meta');
    if (await meta.findOne({ _id: SEED_MARK })) return;
    try {
      const count = await this.seed();
      await meta.updateOne({ _id: SEED_MARK }, { $set: { at: new Date() } }, { upsert: true });
      this.logger.log({ msg: 'Demo content seeded', quizzes: count });
    } catch (e) {
      // The platform still starts; the next start tries again.
      this.logger.error({ msg: 'Demo content could not be seeded', error: (e as Error).message });
    }
  }

  private async seed(): Promise<number> {
    const { bank, quizzes, chapters } = loadDemoData();
    await this.seedChapters(chapters);
    const now = Date.now();
    const items: Record<QuizKind, Array<Record<string, unknown>>> = { quiz: [], kyebye: [] };
    const diagram = await this.image(() => lagrangeDiagramPdf(), 'diagrams');
    for (const quiz of quizzes) {
      const questions = pickQuestions(quiz, bank).map((s) => {
        const input = toQuestionInput(s, quiz.kind === 'kyebye');
        return diagram && s.q.startsWith('The Aditya-L1 mission')
          ? { ...input, question_image: diagram }
          : input;
      });
      items[quiz.kind ?? 'quiz'].push({
        _id: idOf(quiz.slug).toHexString(),
        name: quiz.name,
        description: quiz.description,
        difficulty: quiz.free ? FREE_CATEGORY : PREMIUM_CATEGORY,
        subject: quiz.subject,
        chapter: quiz.chapter ?? '',
        division: quiz.division,
        classs: CLASS_PASSED_12TH,
        createdAt: new Date(now - quiz.daysAgo * DAY_MS - 2 * 3_600_000).toISOString(),
        questions,
        ...(quiz.marksPerCorrect ? { marksPerCorrect: quiz.marksPerCorrect } : {}),
        ...(quiz.negativeMarks ? { negativeMarks: quiz.negativeMarks } : {}),
        ...(quiz.durationMinutes ? { durationMinutes: quiz.durationMinutes } : {}),
        ...(quiz.sections ? { sections: quiz.sections } : {}),
        ...(await this.assets(quiz, questions)),
      });
    }
    let count = 0;
    for (const kind of ['quiz', 'kyebye'] as const) {
      count += (await this.commands.execute(new ImportQuizzesCommand(kind, items[kind], null))).length;
    }
    return count;
  }

  private async assets(quiz: DemoQuiz, questions: Array<Record<string, unknown>>) {
    const out: Record<string, unknown> = {};
    if (quiz.cover) out.quiz_image = await this.image(() => coverPdf(quiz.name, quiz.subject), 'covers');
    if (quiz.notes) {
      const points = questions.map((q) => String(q.answer_explanation_in_english));
      const pdf = await notesPdf(quiz.name, points);
      try {
        out.quiz_pdf_images = await this.media.storePdfPages(pdf);
        out.quiz_pdf = await this.media.storePrivate('pdfs', 'pdf', pdf);
      } catch (e) {
        this.logger.warn({ msg: 'Demo notes not rendered', quiz: quiz.slug, error: (e as Error).message });
      }
    }
    return out;
  }

  private async image(draw: () => Promise<Buffer>, folder: string) {
    try {
      const [webp] = await renderPdfPages(await draw());
      return imageRefOf(await this.media.storeImage(folder, 'webp', webp));
    } catch (e) {
      this.logger.warn({ msg: 'Demo image not rendered', error: (e as Error).message });
      return null;
    }
  }

  private async seedChapters(books: DemoChapters): Promise<void> {
    const chapters = nativeCollection(this.connection, 'chapters');
    let order = 0;
    for (const { chapters: names } of books) {
      for (const chapter of names) {
        order++;
        await chapters.updateOne(
          { _id: idOf(`chapter:${chapter}`) },
          {
            $setOnInsert: {
              chapter,
              subject: 'NCERT - AEP',
              division: 'Abhyudaya',
              classs: CLASS_PASSED_12TH,
              order,
              createdAt: new Date(),
            },
          },
          { upsert: true },
        );
      }
    }
  }
}
