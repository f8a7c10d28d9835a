import {
  BadRequestException,
  Body,
  Controller,
  Delete,
  Get,
  NotFoundException,
  Param,
  Post,
  Put,
  Query,
  Res,
} from '@nestjs/common';
import { ApiBearerAuth, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import type { Response } from 'express';
import { ObjectId } from 'mongodb';
import { Roles } from '@exam/auth';
import { escapeRegex, parseListQuery, setListHeaders } from '@exam/common';
import { CLASS_PASSED_12TH, DIVISIONS } from '@exam/contracts';
import { ChaptersRepository, type ChapterDoc } from './chapters.repository';

export class ChapterRequestDto {
  @ApiProperty({ example: 'Indian Constitution at Work: Rights' })
  @IsString({ message: 'chapter is required' })
  @IsNotEmpty({ message: 'chapter is required' })
  @MaxLength(200)
  chapter!: string;

  @ApiProperty({ example: 'NCERT - AEP' })
  @IsString({ message: 'subject is required' })
  @IsNotEmpty({ message: 'subject is required' })
  @MaxLength(100)
  subject!: string;

  @ApiProperty({ example: 'Abhyudaya' })
  @IsIn(DIVISIONS, { message: `division must be one of ${DIVISIONS.join(', ')}` })
  division!: string;

  @ApiPropertyOptional({ example: CLASS_PASSED_12TH })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  classs?: string;
  @ApiPropertyOptional() @IsOptional() @IsInt() @Min(0) order?: number;
}

const toRecord = ({ _id, ...rest }: ChapterDoc) => ({
  id: _id.toHexString(),
  _id: _id.toHexString(),
  ...rest,
});

function idOf(id: string): ObjectId {
  if (!ObjectId.isValid(id) || id.length !== 24) throw new BadRequestException('Invalid chapter id');
  return new ObjectId(id);
}

/** The admin console's chapters resource (react-admin simple REST). */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin', 'editor')
@Controller('admin/chapters')
export class ChaptersAdminController {
  constructor(private readonly repo: ChaptersRepository) {}

  @Get()
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const { skip, limit, sort, filter } = parseListQuery(
      query,
      ['chapter', 'subject', 'division', 'order'],
      ['order', 'ASC'],
    );
    const where: Record<string, unknown> = {};
    for (const k of ['division', 'subject', 'classs'] as const)
      if (typeof filter[k] === 'string') where[k] = filter[k];
    if (typeof filter.q === 'string' && filter.q.trim())
      where.chapter = new RegExp(escapeRegex(filter.q.trim()), 'i');
    const [rows, total] = await Promise.all([
      this.repo.chapters().find(where).sort(sort).skip(skip).limit(limit).toArray(),
      this.repo.chapters().countDocuments(where),
    ]);
    setListHeaders(res, 'chapters', skip, rows.length, total);
    return rows.map(toRecord);
  }

  @Get(':id')
  async one(@Param('id') id: string) {
    const doc = await this.repo.chapters().findOne({ _id: idOf(id) });
    if (!doc) throw new NotFoundException('Chapter not found');
    return toRecord(doc);
  }

  @Post()
  async create(@Body() body: ChapterRequestDto) {
    const doc: ChapterDoc = {
      _id: new ObjectId(),
      chapter: body.chapter.trim(),
      subject: body.subject.trim(),
      division: body.division,
      classs: body.classs?.trim() || CLASS_PASSED_12TH,
      order: body.order ?? 0,
      createdAt: new Date(),
    };
    await this.repo.chapters().insertOne(doc);
    return toRecord(doc);
  }

  @Put(':id')
  async update(@Param('id') id: string, @Body() body: ChapterRequestDto) {
    const _id = idOf(id);
    const fields = {
      chapter: body.chapter.trim(),
      subject: body.subject.trim(),
      division: body.division,
      classs: body.classs?.trim() || CLASS_PASSED_12TH,
      ...(body.order !== undefined ? { order: body.order } : {}),
    };
    const doc = await this.repo
      .chapters()
      .findOneAndUpdate({ _id }, { $set: fields }, { returnDocument: 'after' });
    if (!doc) throw new NotFoundException('Chapter not found');
    return toRecord(doc);
  }

  @Delete(':id')
  async remove(@Param('id') id: string) {
    const doc = await this.repo.chapters().findOneAndDelete({ _id: idOf(id) });
    if (!doc) throw new NotFoundException('Chapter not found');
    return toRecord(doc);
  }
}
