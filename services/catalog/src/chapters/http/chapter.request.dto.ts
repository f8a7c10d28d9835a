import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { CLASS_PASSED_12TH, DIVISIONS } from '@exam/contracts';

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
