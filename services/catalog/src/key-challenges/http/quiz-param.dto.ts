import { ApiProperty } from '@nestjs/swagger';
import { IsMongoId } from 'class-validator';
import { INVALID_QUIZ_ID } from '../../quizzes/queries/get-quiz-by-id/get-quiz-by-id.request.dto';

/** A live mock's id in a key-challenge route. */
export class QuizParamDto {
  @ApiProperty({ example: '6650c0ffee0000000000a001' })
  @IsMongoId({ message: INVALID_QUIZ_ID })
  quizId!: string;
}
