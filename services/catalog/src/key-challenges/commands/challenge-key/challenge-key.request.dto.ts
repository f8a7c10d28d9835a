import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { CHALLENGE_REASON_CODES, CHALLENGE_TEXT_MAX, type ChallengeReason } from '@exam/contracts';
import { QUESTION_NOT_FOUND } from '../../../reports/domain/report-rules';

export class ChallengeKeyRequestDto {
  @ApiProperty({ example: 4, description: "The question's place in the paper, from 0" })
  @IsInt({ message: 'questionIndex must be a whole number' })
  @Min(0, { message: 'questionIndex must be 0 or more' })
  @Max(9999, { message: QUESTION_NOT_FOUND })
  questionIndex!: number;

  @ApiProperty({ enum: CHALLENGE_REASON_CODES, example: 'more-than-one' })
  @IsIn(CHALLENGE_REASON_CODES, { message: `reason must be one of ${CHALLENGE_REASON_CODES.join(', ')}` })
  reason!: ChallengeReason;

  @ApiPropertyOptional({ maxLength: CHALLENGE_TEXT_MAX, example: 'Options B and D are both true.' })
  @IsOptional()
  @IsString({ message: 'explanation must be text' })
  @MaxLength(CHALLENGE_TEXT_MAX, { message: `explanation must be at most ${CHALLENGE_TEXT_MAX} characters` })
  explanation?: string;
}
