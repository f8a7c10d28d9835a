import { CheckedWhole } from '@exam/common';
import { CONFIDENCE_TAGS, type ConfidenceTag } from '@exam/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsISO8601,
  IsOptional,
  IsString,
  Matches,
  Validate,
  ValidatorConstraint,
  type ValidationArguments,
  type ValidatorConstraintInterface,
} from 'class-validator';
import { LearnerContextRequestDto } from '../../../shared/http/learner-quiz.request.dto';

/** Quizzes have four options; 26 (A to Z) leaves room without letting absurd numbers in. */
const MAX_OPTION_INDEX = 25;
/** Quizzes have 100 to 200 questions (spec section 1); the real limit is the quiz's own length. */
const MAX_ANSWERS = 1_000;
const ANSWER_SHAPE =
  'Each answer must be {"option": <index of the first option chosen>} or {"option": null}.';
const BAD_TAG = 'An answer\'s confidence must be "sure", "fifty" or "guess" when given.';
const TAGS: readonly unknown[] = CONFIDENCE_TAGS;
const ANSWER_KEYS = new Set(['option', 'confidence']);
const NOT_A_LIST = 'answers must be a list, in question order.';
const TOO_MANY = 'There are more answers than the quiz has questions.';

function isAnswer(a: unknown): boolean {
  if (typeof a !== 'object' || a === null || Array.isArray(a) || !('option' in a)) return false;
  const { option, confidence } = a as { option: unknown; confidence?: unknown };
  if (confidence !== undefined && confidence !== null && !TAGS.includes(confidence)) return false;
  return (
    option === null ||
    (Number.isInteger(option) && (option as number) >= 0 && (option as number) <= MAX_OPTION_INDEX)
  );
}

function hasBadTag(a: unknown): boolean {
  if (typeof a !== 'object' || a === null || !('confidence' in a)) return false;
  const { confidence } = a as { confidence: unknown };
  return confidence !== null && !TAGS.includes(confidence);
}

/**
 * A list of answers exactly as the app sends them (plain {option} objects and nothing else), which the
 * validation pipe hands over without copying it (CheckedWhole). Stricter than AnswerList; any other list
 * is validated item by item, and AnswerList's message answers it.
 */
function isPlainAnswerList(list: unknown[]): boolean {
  return (
    list.length <= MAX_ANSWERS &&
    list.every(
      (a) =>
        isAnswer(a) &&
        Object.getPrototypeOf(a) === Object.prototype &&
        Object.keys(a as object).every((k) => ANSWER_KEYS.has(k)),
    )
  );
}

/** One rule for the whole list, so the message names the first thing wrong with it. */
@ValidatorConstraint({ name: 'answers' })
class AnswerList implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return Array.isArray(value) && value.length <= MAX_ANSWERS && value.every(isAnswer);
  }
  defaultMessage({ value }: ValidationArguments): string {
    if (!Array.isArray(value)) return NOT_A_LIST;
    if (value.length > MAX_ANSWERS) return TOO_MANY;
    return value.some(hasBadTag) ? BAD_TAG : ANSWER_SHAPE;
  }
}

/** One answer, for the OpenAPI document. */
export class AnswerDto {
  @ApiProperty({
    type: Number,
    nullable: true,
    example: 2,
    description: 'Index of the first option the learner chose, in the English options; null when unanswered',
  })
  option!: number | null;

  @ApiPropertyOptional({
    enum: CONFIDENCE_TAGS,
    nullable: true,
    description: "How sure the learner was: 'Sure', '50-50' or 'Guess' (optional; issue 32)",
  })
  confidence?: ConfidenceTag | null;
}

/** completequiz / completekyebyequiz: spec section 7's fields, plus the answers the server scores and an attemptId. */
export class CompleteQuizRequestDto extends LearnerContextRequestDto {
  @ApiProperty({
    example: '0f7c2a1e-3b7d-4c55-9a51-2d9c4f0e8b61',
    description:
      'Made by the app once per submission; a resubmission with it is recorded once and answered the same',
  })
  @IsString({ message: 'attemptId is required' })
  @Matches(/^[A-Za-z0-9_-]{1,64}$/, { message: 'attemptId must be 1 to 64 letters, digits, "-" or "_".' })
  attemptId!: string;

  @ApiProperty({ type: [AnswerDto], description: 'In question order; may be shorter than the quiz' })
  @Validate(AnswerList)
  @CheckedWhole(isPlainAnswerList)
  answers!: AnswerDto[];

  @ApiPropertyOptional({ example: '2026-03-01T10:00:00.000Z' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'quizStartTime must be a date and time (ISO 8601).' })
  quizStartTime?: string;

  @ApiPropertyOptional({ example: '2026-03-01T10:42:10.000Z' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'quizEndTime must be a date and time (ISO 8601).' })
  quizEndTime?: string;
}
