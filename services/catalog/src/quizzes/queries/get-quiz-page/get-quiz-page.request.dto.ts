import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { MAX_QUIZ_PAGE_SIZE } from '../../domain/quiz-page';
import { GetFilteredQuizzesRequestDto } from '../get-quiz-list/get-quiz-list.request.dto';

/** getquizpage: getfilteredquizs' filters, plus the search box, the month filter and the page. */
export class GetQuizPageRequestDto extends GetFilteredQuizzesRequestDto {
  @ApiPropertyOptional({ example: 'monetary policy' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  search?: string;

  @ApiPropertyOptional({ example: '2026-03', description: "yyyy-mm in India's time, or All" })
  @IsOptional()
  @Matches(/^(All|\d{4}-(0[1-9]|1[0-2]))$/, { message: 'month must be yyyy-mm or All.' })
  month?: string;

  @ApiPropertyOptional({ example: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number.' })
  @Min(1, { message: 'page must be 1 or more.' })
  @Max(100_000)
  page?: number;

  @ApiPropertyOptional({ example: 8 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'pageSize must be a whole number.' })
  @Min(1, { message: 'pageSize must be 1 or more.' })
  @Max(MAX_QUIZ_PAGE_SIZE, { message: `pageSize must be ${MAX_QUIZ_PAGE_SIZE} or less.` })
  pageSize?: number;
}
