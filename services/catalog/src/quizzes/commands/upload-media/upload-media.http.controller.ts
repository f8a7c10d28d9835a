import {
  BadRequestException,
  Body,
  Controller,
  PayloadTooLargeException,
  Post,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBearerAuth, ApiConsumes, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles, type AuthUser } from '@exam/auth';
import { UPLOAD_MAX_BYTES } from '../../../catalog.constants';
import { PdfTooLargeError } from '../../../media/pdf-pages.renderer';
import { SignPageImagesInterceptor } from '../../http/sign-page-images.interceptor';
import { UploadMediaCommand } from './upload-media.command';
import type { UploadedMedia, UploadMediaRequestDto } from './upload-media.request.dto';
import { UPLOADED_MEDIA } from './uploaded-media.answer-schema';

/**
 * Uploads for the console (multipart, field `file`). With quizId and field, the file is attached to the
 * quiz (and question, by 0-based questionIndex) in the same call.
 */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin', 'editor')
@Controller('admin/uploads')
@UseInterceptors(SignPageImagesInterceptor)
export class UploadMediaController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @ApiConsumes('multipart/form-data')
  @ApiOperation({
    summary: 'Upload an image, PDF (rendered to page images) or video; optionally attach it to a quiz',
  })
  @ApiCreatedResponse({ schema: UPLOADED_MEDIA })
  @UseInterceptors(FileInterceptor('file', { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } }))
  async upload(
    @UploadedFile() file: UploadedMedia | undefined,
    @Body() fields: UploadMediaRequestDto,
    @CurrentUser() user: AuthUser,
  ) {
    if (!file?.buffer?.length) throw new BadRequestException('file is required');
    const index = fields.questionIndex;
    const command = new UploadMediaCommand(
      {
        fileName: file.originalname,
        content: file.buffer,
        quizId: fields.quizId || null,
        kind: fields.kind === 'kyebye' ? 'kyebye' : 'quiz',
        field: fields.field ?? '',
        questionIndex: index === undefined ? null : Number(index),
      },
      user.userId,
    );
    try {
      return await this.commands.execute(command);
    } catch (e) {
      if (e instanceof PdfTooLargeError) throw new PayloadTooLargeException(e.message);
      throw e;
    }
  }
}
