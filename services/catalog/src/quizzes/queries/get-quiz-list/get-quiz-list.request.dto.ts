import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import type { LearnerFilter } from '../../domain/learner-lists';

/**
 * getfilteredquizs' query (spec section 7). 'All' or empty means no filter. schoolcode and email are
 * accepted as the app sends them but not trusted: access follows the bearer token.
 */
export class GetFilteredQuizzesRequestDto {
  @ApiPropertyOptional({ example: 'All' }) @IsOptional() @IsString() @MaxLength(100) difficulty?: string;
  @ApiPropertyOptional({ example: 'Current Affairs' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  subject?: string;
  @ApiPropertyOptional({ example: 'Already passed 12th' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  classs?: string;
  @ApiPropertyOptional({ example: 'OpenSchool' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  schoolcode?: string;
  @ApiPropertyOptional({ example: '' }) @IsOptional() @IsString() @MaxLength(254) email?: string;
  @ApiPropertyOptional({ example: 'All' }) @IsOptional() @IsString() @MaxLength(200) chapter?: string;
  @ApiPropertyOptional({ example: 'Abhyudaya' }) @IsOptional() @IsString() @MaxLength(100) division?: string;
}

/**
 * The learner filter of a list query (getfilteredquizs, getquizpage, getAepQuizzes): only the fields that
 * narrow the list; schoolcode and email are not among them (access follows the token).
 */
export function learnerFilterOf(q: Partial<Record<keyof LearnerFilter, string>>): LearnerFilter {
  return {
    difficulty: q.difficulty,
    subject: q.subject,
    classs: q.classs,
    chapter: q.chapter,
    division: q.division,
  };
}

/** getAepQuizzes' query: none (the subject dropdown), or subject, division and classs. */
export class GetAepQuizzesRequestDto {
  @ApiPropertyOptional({ example: 'Current Affairs' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  subject?: string;
  @ApiPropertyOptional({ example: 'Abhyudaya' }) @IsOptional() @IsString() @MaxLength(100) division?: string;
  @ApiPropertyOptional({ example: 'Already passed 12th' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  classs?: string;
}
