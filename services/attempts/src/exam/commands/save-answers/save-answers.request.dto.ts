import { CheckedWhole } from '@exam/common';
import { CONFIDENCE_TAGS } from '@exam/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsString,
  Matches,
  Validate,
  ValidatorConstraint,
  type ValidationArguments,
  type ValidatorConstraintInterface,
} from 'class-validator';

/** A batch is what a device kept while offline; a 200-question paper saved twice over fits. */
export const MAX_SAVES = 500;
const MAX_OPTION_INDEX = 25;
const MAX_SECONDS = 24 * 3600;
const SAVE_SHAPE =
  'Each save must be {"seq": 1 or more, "question": 0 or more, "seconds": 0 or more} with an optional ' +
  '"response": {"option": an option index or null, "marked": true or false, "confidence": "sure", "fifty" or "guess"}.';
const NOT_A_LIST = `saves must be a list of 1 to ${MAX_SAVES} saves.`;

const whole = (v: unknown, min: number, max: number) =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
const plain = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype;
const only = (o: Record<string, unknown>, keys: readonly string[]) =>
  Object.keys(o).every((k) => keys.includes(k));

function isResponse(r: unknown): boolean {
  if (!plain(r) || !only(r, ['option', 'marked', 'confidence'])) return false;
  return (
    (r.option === null || whole(r.option, 0, MAX_OPTION_INDEX)) &&
    typeof r.marked === 'boolean' &&
    (r.confidence === undefined || (CONFIDENCE_TAGS as readonly unknown[]).includes(r.confidence))
  );
}

export function isSave(s: unknown): boolean {
  if (!plain(s) || !only(s, ['seq', 'question', 'seconds', 'response'])) return false;
  return (
    whole(s.seq, 1, Number.MAX_SAFE_INTEGER) &&
    whole(s.question, 0, 999) &&
    typeof s.seconds === 'number' &&
    s.seconds >= 0 &&
    s.seconds <= MAX_SECONDS &&
    (s.response === undefined || isResponse(s.response))
  );
}

const isSaveList = (list: unknown[]) => list.length >= 1 && list.length <= MAX_SAVES && list.every(isSave);

@ValidatorConstraint({ name: 'saves' })
class SaveList implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return Array.isArray(value) && isSaveList(value);
  }
  defaultMessage({ value }: ValidationArguments): string {
    return Array.isArray(value) && value.length >= 1 && value.length <= MAX_SAVES ? SAVE_SHAPE : NOT_A_LIST;
  }
}

class ResponseDto {
  @ApiProperty({ type: Number, nullable: true, example: 2 }) option!: number | null;
  @ApiProperty({ example: false }) marked!: boolean;
  @ApiPropertyOptional({ enum: CONFIDENCE_TAGS }) confidence?: string;
}

class SaveDto {
  @ApiProperty({ example: 7, description: "This device's save number: 1, 2, 3… in the order made" })
  seq!: number;
  @ApiProperty({ example: 4, description: 'The question, 0-based' }) question!: number;
  @ApiProperty({ example: 48, description: 'Seconds spent on the question so far' }) seconds!: number;
  @ApiPropertyOptional({
    type: ResponseDto,
    description:
      'The response saved (Save & Next, Mark for Review & Next, Clear Response); absent: only opened',
  })
  response?: ResponseDto;
}

export class SaveAnswersRequestDto {
  @ApiProperty({ example: 'a3f9c2d1-tab', description: 'Made once per device (browser) and kept' })
  @IsString({ message: 'deviceId is required' })
  @Matches(/^[A-Za-z0-9_-]{1,64}$/, { message: 'deviceId must be 1 to 64 letters, digits, "-" or "_".' })
  deviceId!: string;

  @ApiProperty({ type: [SaveDto], description: 'In the order made; sent again until acknowledged' })
  @Validate(SaveList)
  @CheckedWhole(isSaveList)
  saves!: SaveDto[];
}
