import { ApiProperty } from '@nestjs/swagger';
import { IsMongoId, IsNotEmpty, IsString } from 'class-validator';
import { ValidatedOncePerValue } from '@exam/common';

export const INVALID_QUIZ_ID = 'Invalid quiz id';

/** Validated once per quiz id: every open of a quiz sends it (see ValidatedOncePerValue). */
@ValidatedOncePerValue()
export class QuizIdRequestDto {
  @ApiProperty({ example: '6650c0ffee0000000000a001' })
  @IsString({ message: 'quizid is required' })
  @IsNotEmpty({ message: 'quizid is required' })
  @IsMongoId({ message: INVALID_QUIZ_ID })
  quizid!: string;
}
