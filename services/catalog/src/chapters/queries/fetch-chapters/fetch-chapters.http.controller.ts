import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { Public } from '@exam/auth';
import { answerSchema, namedSchema } from '@exam/common';
import { QueryBus } from '@nestjs/cqrs';
import { FetchChaptersQuery } from './fetch-chapters.query';

export class FetchChaptersRequestDto {
  @ApiPropertyOptional({ example: 'Abhyudaya' }) @IsOptional() @IsString() @MaxLength(100) division?: string;
  @ApiPropertyOptional({ example: 'NCERT - AEP' }) @IsOptional() @IsString() @MaxLength(100) subject?: string;
  @ApiPropertyOptional({ example: 'Already passed 12th' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  classs?: string;
}

const CHAPTER = namedSchema(
  'Chapter',
  answerSchema({ _id: { type: 'string' }, chapter: { type: 'string' } }),
);

@ApiTags('chapters')
@Controller('chapters')
export class FetchChaptersController {
  constructor(private readonly queries: QueryBus) {}

  @Public()
  @Get('fetchchaptersfilter')
  @ApiOperation({
    summary: 'The list of chapters [{_id, chapter}] of a division, subject (omitted for All) and class',
  })
  @ApiOkResponse({ schema: { type: 'array', items: CHAPTER } })
  fetch(@Query() q: FetchChaptersRequestDto) {
    return this.queries.execute(
      new FetchChaptersQuery({ division: q.division, subject: q.subject, classs: q.classs }),
    );
  }
}
