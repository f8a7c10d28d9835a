import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsMongoId, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import type { LearnerContext } from '../../completion/persistence/completion.schema';

/**
 * What every attempts call names: the learner and the quiz. The quiz's name, division, subject, class and
 * chapter the app also sends are not read: the server uses catalog's facts. Counts the app sends
 * (totalQuestions, correctAnswers, wrongAnswers, attemptedQuestions) are ignored entirely.
 */
export class LearnerQuizRequestDto {
  @ApiProperty({ example: '66a1b2c3d4e5f60718293a4b' })
  @IsMongoId({ message: 'Invalid user id' })
  userId!: string;

  @ApiProperty({ example: '66b2c3d4e5f60718293a4b5c' })
  @IsString({ message: 'quizId must be a string' })
  @IsNotEmpty({ message: 'quizId is required' })
  @MaxLength(100)
  quizId!: string;
}

/** The learner's details the app sends with attempts and completions (location on exit); kept, never trusted. */
export class LearnerContextRequestDto extends LearnerQuizRequestDto {
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(200) userName?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(100) userSchoolcode?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(100) userClass?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(100) userSection?: string;
  @ApiPropertyOptional({ description: 'Sent on exit' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  country?: string;
  @ApiPropertyOptional({ description: 'Sent on exit' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  state?: string;
  @ApiPropertyOptional({ description: 'Sent on exit' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  city?: string;
}

const CONTEXT_FIELDS = [
  'userName',
  'userSchoolcode',
  'userClass',
  'userSection',
  'country',
  'state',
  'city',
] as const;

export function learnerContextOf(input: LearnerContextRequestDto): LearnerContext {
  return Object.fromEntries(
    CONTEXT_FIELDS.filter((k) => input[k] !== undefined).map((k) => [k, input[k]]),
  ) as LearnerContext;
}

/** The app adds country, state and city only when the learner leaves the quiz. */
export function isExit(input: LearnerContextRequestDto): boolean {
  return input.country !== undefined || input.state !== undefined || input.city !== undefined;
}
