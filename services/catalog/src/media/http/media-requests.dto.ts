import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class SignedUrlRequestDto {
  @ApiProperty({ example: 'private' })
  @IsString({ message: 'bucketName is required' })
  @IsNotEmpty({ message: 'bucketName is required' })
  @MaxLength(100)
  bucketName!: string;

  @ApiProperty({ example: 'question-pdfs/2f1c….pdf' })
  @IsString({ message: 'fileName is required' })
  @IsNotEmpty({ message: 'fileName is required' })
  @MaxLength(500)
  fileName!: string;
}

export class CheckDownloadRequestDto {
  @ApiProperty({ example: '/api/media/private/quiz-pdfs/2f1c….pdf' })
  @IsString({ message: 'url is required' })
  @IsNotEmpty({ message: 'url is required' })
  @MaxLength(2000)
  url!: string;
}
