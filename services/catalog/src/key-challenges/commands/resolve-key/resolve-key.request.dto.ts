import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { CHALLENGE_HOURS_MAX, KEY_DECISIONS, type KeyDecision } from '@exam/contracts';
import { NEW_KEY_REQUIRED, WINDOW_HOURS_RANGE } from '../../domain/challenge-rules';

export class ChallengeWindowRequestDto {
  @ApiProperty({ example: 48, description: 'Hours after the close during which candidates may challenge' })
  @IsInt({ message: WINDOW_HOURS_RANGE })
  @Min(1, { message: WINDOW_HOURS_RANGE })
  @Max(CHALLENGE_HOURS_MAX, { message: WINDOW_HOURS_RANGE })
  hours!: number;
}

export class ResolveKeyQuestionRequestDto {
  @ApiProperty({ enum: KEY_DECISIONS, example: 'drop' })
  @IsIn(KEY_DECISIONS, { message: `decision must be one of ${KEY_DECISIONS.join(', ')}` })
  decision!: KeyDecision;

  @ApiPropertyOptional({ example: 2, description: "With 'change': the correct option's index, from 0" })
  @IsOptional()
  @IsInt({ message: NEW_KEY_REQUIRED })
  @Min(0, { message: NEW_KEY_REQUIRED })
  key?: number;
}
