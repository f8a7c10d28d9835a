import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsMongoId, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

/** A question: its quiz and its place in it (0-based). */
export class QuestionRefDto {
  @ApiProperty({ example: '65f1c2a9e4b0a1b2c3d4e5f6' })
  @IsMongoId({ message: 'quizId must be a quiz id.' })
  quizId!: string;

  @ApiProperty({ example: 3, description: '0-based position of the question in the quiz' })
  @Type(() => Number)
  @IsInt({ message: 'index must be a whole number.' })
  @Min(0, { message: 'index must be 0 or more.' })
  @Max(999, { message: 'index must be 999 or less.' })
  index!: number;
}

export class ReviewAnswerDto extends QuestionRefDto {
  @ApiProperty({ example: 1, description: 'The option chosen (0-based, in the English options)' })
  @IsInt({ message: 'option must be a whole number.' })
  @Min(0, { message: 'option must be 0 or more.' })
  @Max(25, { message: 'option must be 25 or less.' })
  option!: number;
}

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class SubjectChapterDto {
  @ApiPropertyOptional({ example: 'History' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  @Transform(trimmed)
  subject?: string;

  @ApiPropertyOptional({ example: 'The Mughal Empire' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  @Transform(trimmed)
  chapter?: string;
}

export class MistakesRequestDto extends SubjectChapterDto {
  @ApiPropertyOptional({ enum: ['all', 'today'], example: 'all' })
  @IsOptional()
  @IsIn(['all', 'today'], { message: "due must be 'all' or 'today'." })
  due?: 'all' | 'today';

  @ApiPropertyOptional({ example: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number.' })
  @Min(1, { message: 'page must be 1 or more.' })
  @Max(10_000)
  page?: number;

  @ApiPropertyOptional({ example: 20 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'pageSize must be a whole number.' })
  @Min(1, { message: 'pageSize must be 1 or more.' })
  @Max(50, { message: 'pageSize must be 50 or less.' })
  pageSize?: number;
}

export class PracticeRequestDto {
  @ApiPropertyOptional({ example: 20 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number.' })
  @Min(1, { message: 'limit must be 1 or more.' })
  @Max(50, { message: 'limit must be 50 or less.' })
  limit?: number;

  @ApiPropertyOptional({ example: 'History' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  subject?: string;

  @ApiPropertyOptional({
    example: 'The Mughal Empire|Harappan Civilisation',
    description:
      "Chapters to practise, separated by '|' ('Practise these'; an empty name: the quizzes without a chapter); without it, the questions due",
  })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  chapters?: string;
}
