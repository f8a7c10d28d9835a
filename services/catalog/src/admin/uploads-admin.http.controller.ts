import {
  BadRequestException,
  Body,
  Controller,
  PayloadTooLargeException,
  Post,
  ServiceUnavailableException,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBearerAuth, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles, type AuthUser } from '@exam/auth';
import { UPLOAD_MAX_BYTES } from '../catalog.constants';
import type { ImageRef } from '../domain/media-links';
import type { PrivateFile, Question } from '../domain/quiz-content';
import { MediaLibrary } from '../media/media-library';
import { PdfRenderError, PdfRendererMissingError, PdfTooLargeError } from '../media/pdf-pages.renderer';
import type { QuizKind } from '../quizzes/persistence/quiz.schema';
import { toAdminRecord } from '../quizzes/quiz-views';
import { QuizEditor } from './quiz-editor';

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

/** The part of multer's file the upload reads (memory storage). */
interface UploadedMedia {
  originalname: string;
  buffer: Buffer;
}

interface UploadFields {
  quizId?: string;
  kind?: string;
  field?: string;
  questionIndex?: string;
}

/**
 * Uploads for the console (multipart, field `file`). Images are public; PDFs and videos private (signed
 * URLs). A PDF is rendered to page images (in a worker thread) before the call answers. With quizId and field,
 * the file is attached to the quiz (and question, by 0-based questionIndex) in the same call.
 */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin', 'editor')
@Controller('admin/uploads')
export class UploadsAdminController {
  constructor(
    private readonly media: MediaLibrary,
    private readonly editor: QuizEditor,
  ) {}

  @Post()
  @ApiConsumes('multipart/form-data')
  @ApiOperation({
    summary: 'Upload an image, PDF (rendered to page images) or video; optionally attach it to a quiz',
  })
  @UseInterceptors(FileInterceptor('file', { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } }))
  async upload(
    @UploadedFile() file: UploadedMedia | undefined,
    @Body() fields: UploadFields,
    @CurrentUser() user: AuthUser,
  ) {
    if (!file?.buffer?.length) throw new BadRequestException('file is required');
    const ext = file.originalname.split('.').pop()?.toLowerCase() ?? '';
    const kind: QuizKind = fields.kind === 'kyebye' ? 'kyebye' : 'quiz';
    const target = fields.quizId ? await this.editor.get(kind, fields.quizId) : null;
    const field = fields.field ?? '';
    let stored: Record<string, unknown>;
    let attach: Record<string, unknown> = {};

    if (IMAGE_EXT.includes(ext)) {
      if (field && !IMAGE_FIELDS.includes(field))
        throw new BadRequestException(`An image goes to ${IMAGE_FIELDS.join(', ')}`);
      const image = await this.media.storeImage('images', ext, file.buffer);
      stored = { bucketName: 'public', ...image };
      attach = { [field]: { url: image.url, storageType: image.storageType } };
    } else if (ext === 'pdf') {
      if (field && !PDF_FIELDS[field])
        throw new BadRequestException(`A PDF goes to ${Object.keys(PDF_FIELDS).join(', ')}`);
      let pages: ImageRef[];
      try {
        pages = await this.media.storePdfPages(file.buffer);
      } catch (e) {
        if (e instanceof PdfTooLargeError) throw new PayloadTooLargeException(e.message);
        if (e instanceof PdfRenderError) throw new BadRequestException(e.message);
        if (e instanceof PdfRendererMissingError) throw new ServiceUnavailableException(e.message);
        throw e;
      }
      const pdf = await this.media.storePrivate('pdfs', ext, file.buffer);
      stored = { ...pdf, pages };
      attach = { [field]: pdf, [PDF_FIELDS[field]]: pages };
    } else if (VIDEO_EXT.includes(ext)) {
      if (field && !VIDEO_FIELDS.includes(field))
        throw new BadRequestException(`A video goes to ${VIDEO_FIELDS.join(', ')}`);
      const video: PrivateFile = await this.media.storePrivate('videos', ext, file.buffer);
      stored = { ...video };
      attach = { [field]: video };
    } else {
      throw new BadRequestException(
        `Unsupported file type: upload ${[...IMAGE_EXT, 'pdf', ...VIDEO_EXT].join(', ')}`,
      );
    }
    if (!target || !field) return stored;

    let change: Record<string, unknown> = attach;
    if (field.startsWith('question') || field === 'answer_image' || field === 'video_link') {
      const index = Number(fields.questionIndex);
      if (!Number.isInteger(index) || index < 0 || index >= target.questions.length)
        throw new BadRequestException(`questionIndex must be from 0 to ${target.questions.length - 1}`);
      const questions: Question[] = target.questions.map((q, i) => (i === index ? { ...q, ...attach } : q));
      change = { questions };
    }
    const quiz = await this.editor.update(kind, target._id.toHexString(), change, user.userId);
    return { ...stored, quiz: toAdminRecord(quiz) };
  }
}
