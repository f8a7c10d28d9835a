import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { REPORT_TEXT_MAX } from '@exam/contracts';
import { TEXT_TOO_LONG } from '../../domain/report-rules';

export class ResolveReportsRequestDto {
  @ApiPropertyOptional({
    maxLength: REPORT_TEXT_MAX,
    description: 'What the learners who reported it read; required to reject',
    example: 'The Hindi option matches the English: अनुच्छेद 324 is Article 324.',
  })
  @IsOptional()
  @IsString({ message: 'reply must be text' })
  @MaxLength(REPORT_TEXT_MAX, { message: TEXT_TOO_LONG('reply') })
  reply?: string;
}
