import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsMongoId, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { QUIZ_KINDS, REPORT_REASON_CODES, REPORT_TEXT_MAX, type ReportReason } from '@exam/contracts';
import { INVALID_QUIZ_ID } from '../../../quizzes/queries/get-quiz-by-id/get-quiz-by-id.request.dto';
import { TEXT_TOO_LONG } from '../../domain/report-rules';

export class ReportQuestionRequestDto {
  @ApiProperty({ example: '6650f1c2a9b3c4d5e6f70812' })
  @IsString({ message: 'quizId is required' })
  @IsMongoId({ message: INVALID_QUIZ_ID })
  quizId!: string;

  @ApiPropertyOptional({ enum: QUIZ_KINDS, default: 'quiz', description: "'kyebye' for a Kye Bye quiz" })
  @IsOptional()
  @IsIn(QUIZ_KINDS, { message: `kind must be one of ${QUIZ_KINDS.join(', ')}` })
  kind?: (typeof QUIZ_KINDS)[number];

  @ApiProperty({ example: 2, description: "The question's place in the quiz, from 0" })
  @IsInt({ message: 'questionIndex must be a whole number' })
  @Min(0, { message: 'questionIndex must be 0 or more' })
  @Max(9999, { message: 'Question not found' })
  questionIndex!: number;

  @ApiProperty({ enum: REPORT_REASON_CODES, example: 'translation-mismatch' })
  @IsIn(REPORT_REASON_CODES, { message: `reason must be one of ${REPORT_REASON_CODES.join(', ')}` })
  reason!: ReportReason;

  @ApiPropertyOptional({
    maxLength: REPORT_TEXT_MAX,
    example: 'The Hindi option C says 148, the English 315.',
  })
  @IsOptional()
  @IsString({ message: 'comment must be text' })
  @MaxLength(REPORT_TEXT_MAX, { message: TEXT_TOO_LONG('comment') })
  comment?: string;
}
