import { invalid, unavailable } from '@exam/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ImageRef } from '../../../media/domain/media-links';
import type { PrivateFile, Question } from '../../domain/quiz-content';
import { imageRefOf, MediaLibrary } from '../../../media/persistence/media-library';
import { PdfRenderError, PdfRendererMissingError } from '../../../media/pdf-pages.renderer';
import type { QuizDoc } from '../../persistence/quiz.schema';
import { toAdminRecord } from '../../quiz-views';
import { QuizWriter } from '../../quiz.writer';
import { UpdateQuizCommand } from '../update-quiz/update-quiz.command';
import { UploadMediaCommand, type UploadMediaResult } from './upload-media.command';

const IMAGE_EXT = ['png', 'jpg', 'jpeg', 'webp', 'gif'];
const VIDEO_EXT = ['mp4', 'webm'];
/** Where an upload can be attached, and which list its PDF page images go to. */
const IMAGE_FIELDS = ['quiz_image', 'question_image', 'answer_image'];
const PDF_FIELDS: Record<string, string> = {
  quiz_pdf: 'quiz_pdf_images',
  quiz_pdf_hindi: 'quiz_pdf_images_hindi',
  question_pdf: 'question_pdf_images',
};
const VIDEO_FIELDS = ['quiz_video', 'video_link'];

/**
 * Images are public; PDFs and videos private (signed URLs). A PDF is rendered to page images (in a worker
 * thread) before the call answers; one too large raises PdfTooLargeError (the controller answers 413).
 * Attaching is an ordinary save of the quiz (UpdateQuizCommand), so it lands in the quiz's history.
 */
@CommandHandler(UploadMediaCommand)
export class UploadMediaHandler implements ICommandHandler<UploadMediaCommand> {
  constructor(
    private readonly media: MediaLibrary,
    private readonly writer: QuizWriter,
    private readonly commands: CommandBus,
  ) {}

  async execute({ input, actorId }: UploadMediaCommand): Promise<UploadMediaResult> {
    if (!input.content.length) throw invalid('file is required');
    const ext = input.fileName.split('.').pop()?.toLowerCase() ?? '';
    const { kind, field } = input;
    const target = input.quizId ? await this.writer.load(kind, input.quizId) : null;
    let stored: Record<string, unknown>;
    let attach: Record<string, unknown> = {};

    if (IMAGE_EXT.includes(ext)) {
      if (field && !IMAGE_FIELDS.includes(field))
        throw invalid(`An image goes to ${IMAGE_FIELDS.join(', ')}`);
      const image = await this.media.storeImage('images', ext, input.content);
      stored = { bucketName: 'public', ...image };
      attach = { [field]: imageRefOf(image) };
    } else if (ext === 'pdf') {
      if (field && !PDF_FIELDS[field]) throw invalid(`A PDF goes to ${Object.keys(PDF_FIELDS).join(', ')}`);
      let pages: ImageRef[];
      try {
        pages = await this.media.storePdfPages(input.content);
      } catch (e) {
        if (e instanceof PdfRenderError) throw invalid(e.message);
        if (e instanceof PdfRendererMissingError) throw unavailable(e.message);
        throw e;
      }
      const pdf = await this.media.storePrivate('pdfs', ext, input.content);
      stored = { ...pdf, pages };
      attach = { [field]: pdf, [PDF_FIELDS[field]]: pages };
    } else if (VIDEO_EXT.includes(ext)) {
      if (field && !VIDEO_FIELDS.includes(field)) throw invalid(`A video goes to ${VIDEO_FIELDS.join(', ')}`);
      const video: PrivateFile = await this.media.storePrivate('videos', ext, input.content);
      stored = { ...video };
      attach = { [field]: video };
    } else {
      throw invalid(`Unsupported file type: upload ${[...IMAGE_EXT, 'pdf', ...VIDEO_EXT].join(', ')}`);
    }
    if (!target || !field) return stored;

    let change: Record<string, unknown> = attach;
    if (field.startsWith('question') || field === 'answer_image' || field === 'video_link') {
      const index = input.questionIndex;
      if (index === null || !Number.isInteger(index) || index < 0 || index >= target.questions.length)
        throw invalid(`questionIndex must be from 0 to ${target.questions.length - 1}`);
      const questions: Question[] = target.questions.map((q, i) => (i === index ? { ...q, ...attach } : q));
      change = { questions };
    }
    const quiz: QuizDoc = await this.commands.execute(
      new UpdateQuizCommand(kind, target._id.toHexString(), change, null, actorId),
    );
    return { ...stored, quiz: toAdminRecord(quiz) };
  }
}
