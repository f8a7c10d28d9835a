import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

export class StartExamRequestDto {
  @ApiPropertyOptional({
    example: 'Asha Verma',
    description: 'The name shown on the leaderboard (an email address is never shown)',
  })
  @IsOptional()
  @IsString({ message: 'displayName must be a string' })
  @MaxLength(200)
  displayName?: string;
}
