import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsISO8601, IsOptional } from 'class-validator';
import { LearnerQuizRequestDto } from '../../../shared/http/learner-quiz.request.dto';

/** storeTimeSpent / storeReattemptTimeSpent (spec section 7); quizName, quizDivision and the like are read from catalog's facts. */
export class StoreTimeSpentRequestDto extends LearnerQuizRequestDto {
  @ApiProperty({
    description:
      'Seconds per question: either in question order ([12, 40, 7]) or as entries naming their question ' +
      '([{"questionIndex": 4, "seconds": 12}]). At most one entry per question, none negative, each capped at 3 hours.',
    example: [12, 40, 7],
    // Numbers or entries, never strings (the server refuses "12"): without this the document said string.
    type: 'array',
    items: {
      oneOf: [
        { type: 'number', minimum: 0 },
        {
          type: 'object',
          required: ['questionIndex', 'seconds'],
          properties: {
            questionIndex: { type: 'integer', minimum: 0 },
            seconds: { type: 'number', minimum: 0 },
          },
        },
      ],
    },
  })
  @IsArray({ message: 'durations must be a list of seconds per question.' })
  @ArrayMaxSize(1_000, { message: 'There are more durations than the quiz has questions.' })
  durations!: unknown[];

  @ApiPropertyOptional({ description: 'storeTimeSpent only', example: '2026-03-01T10:00:00.000Z' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'quizStartTime must be a date and time (ISO 8601).' })
  quizStartTime?: string;

  @ApiPropertyOptional({ description: 'storeTimeSpent only', example: '2026-03-01T10:42:10.000Z' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'quizEndTime must be a date and time (ISO 8601).' })
  quizEndTime?: string;
}
