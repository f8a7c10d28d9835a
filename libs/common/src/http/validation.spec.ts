import { BadRequestException, type ArgumentMetadata } from '@nestjs/common';
import { Type } from 'class-transformer';
import * as validator from 'class-validator';
import {
  IsInt,
  IsOptional,
  IsString,
  MaxLength,
  Min,
  Validate,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
} from 'class-validator';
import { CheckedWhole, createValidationPipe, ValidatedOncePerValue } from './validation';

class ListQuery {
  @IsOptional() @IsString() @MaxLength(10) division?: string;
  @IsOptional() @Type(() => Number) @IsInt({ message: 'page must be a whole number.' }) @Min(1) page?: number;
}

const hasWholeMark = (item: unknown) => Number.isInteger((item as { n?: unknown } | null)?.n);

/** Like the answers' rule: every item has a whole-number mark (other keys are let through). */
@ValidatorConstraint({ name: 'marks' })
class MarkList implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return Array.isArray(value) && value.every(hasWholeMark);
  }
  defaultMessage(): string {
    return 'marks must be {"n": <whole number>} each.';
  }
}

class MarkSheet {
  @IsString({ message: 'name must be text.' }) name!: string;
  @Validate(MarkList)
  @CheckedWhole((list) =>
    list.every((item) => hasWholeMark(item) && Object.keys(item as object).length === 1),
  )
  marks!: Array<{ n: number }>;
}

/** Like getquizbyid's `{quizid}`. */
@ValidatedOncePerValue()
class QuizIdBody {
  @IsString({ message: 'quizid is required' }) @MaxLength(24, { message: 'Invalid quiz id' }) quizid!: string;
}

const asQuery: ArgumentMetadata = { type: 'query', metatype: ListQuery };
const asSheet: ArgumentMetadata = { type: 'body', metatype: MarkSheet };
const asBody: ArgumentMetadata = { type: 'body', metatype: ListQuery };

describe('the validation pipe', () => {
  it('validates a repeated query once, and still answers each call with its own DTO instance', async () => {
    const pipe = createValidationPipe();
    const validate = jest.spyOn(validator, 'validate');
    try {
      const first = (await pipe.transform(
        { division: 'Abhyudaya', page: '2', extra: 'x' },
        asQuery,
      )) as ListQuery;
      expect(first).toBeInstanceOf(ListQuery);
      expect({ ...first }).toEqual({ division: 'Abhyudaya', page: 2 });
      const calls = validate.mock.calls.length;
      expect(calls).toBeGreaterThan(0);

      const again = (await pipe.transform(
        { division: 'Abhyudaya', page: '2', extra: 'x' },
        asQuery,
      )) as ListQuery;
      expect(validate.mock.calls.length).toBe(calls);
      expect(again).toBeInstanceOf(ListQuery);
      expect(again).not.toBe(first);
      expect({ ...again }).toEqual({ division: 'Abhyudaya', page: 2 });
      // A caller changing its copy changes no later answer
      again.page = 99;
      expect(
        ((await pipe.transform({ division: 'Abhyudaya', page: '2', extra: 'x' }, asQuery)) as ListQuery).page,
      ).toBe(2);

      // Another query is validated on its own
      const other = (await pipe.transform({ division: 'Udbodh' }, asQuery)) as ListQuery;
      expect({ ...other }).toEqual({ division: 'Udbodh' });
      expect(validate.mock.calls.length).toBeGreaterThan(calls);
    } finally {
      validate.mockRestore();
    }
  });

  it('refuses an invalid query every time, and validates bodies on every call', async () => {
    const pipe = createValidationPipe();
    for (let i = 0; i < 2; i++) {
      const refused = pipe.transform({ page: '1.5' }, asQuery);
      await expect(refused).rejects.toBeInstanceOf(BadRequestException);
      await expect(refused).rejects.toMatchObject({ message: 'page must be a whole number.' });
    }
    const validate = jest.spyOn(validator, 'validate');
    try {
      await pipe.transform({ division: 'Abhyudaya' }, asBody);
      await pipe.transform({ division: 'Abhyudaya' }, asBody);
      expect(validate).toHaveBeenCalledTimes(2);
    } finally {
      validate.mockRestore();
    }
  });

  it('hands over a body list its own check accepts as it came, validating the rest of the body as ever', async () => {
    const pipe = createValidationPipe();
    const marks = Array.from({ length: 100 }, (_, n) => ({ n }));
    const validated: unknown[] = [];
    const validateAll = validator.validate.bind(validator) as (...args: unknown[]) => Promise<unknown>;
    const validate = jest.spyOn(validator, 'validate').mockImplementation((async (
      entity: MarkSheet,
      ...rest: unknown[]
    ) => {
      validated.push(structuredClone(entity.marks));
      return validateAll(entity, ...rest);
    }) as never);
    try {
      const sheet = (await pipe.transform({ name: 'Asha', marks, extra: 'x' }, asSheet)) as MarkSheet;

      expect(sheet).toBeInstanceOf(MarkSheet);
      expect(sheet.marks).toBe(marks);
      expect({ ...sheet }).toEqual({ name: 'Asha', marks });
      // Validated with its first item only: the other 99 were not copied or walked
      expect(validated).toEqual([[{ n: 0 }]]);
    } finally {
      validate.mockRestore();
    }
    await expect(pipe.transform({ name: 5, marks }, asSheet)).rejects.toMatchObject({
      message: 'name must be text.',
    });
  });

  it("validates item by item a body list its own check refuses, with the rule's message", async () => {
    const pipe = createValidationPipe();
    const withMore = [{ n: 1 }, { n: 2, note: 'kept, as the rule allows' }];
    const sheet = (await pipe.transform({ name: 'Asha', marks: withMore }, asSheet)) as MarkSheet;
    expect(sheet.marks).not.toBe(withMore);
    expect(sheet.marks).toEqual(withMore);

    await expect(
      pipe.transform({ name: 'Asha', marks: [{ n: 1 }, { n: 'two' }] }, asSheet),
    ).rejects.toMatchObject({
      message: 'marks must be {"n": <whole number>} each.',
    });
    await expect(pipe.transform({ name: 'Asha', marks: 'none' }, asSheet)).rejects.toBeInstanceOf(
      BadRequestException,
    );
  });

  it('validates a marked small body once per value, refuses a bad one every time with its message, and validates a nested one as ever', async () => {
    const pipe = createValidationPipe();
    const asQuizId: ArgumentMetadata = { type: 'body', metatype: QuizIdBody };
    const validate = jest.spyOn(validator, 'validate');
    try {
      const first = (await pipe.transform({ quizid: 'a1', extra: 'x' }, asQuizId)) as QuizIdBody;
      const calls = validate.mock.calls.length;
      const again = (await pipe.transform({ quizid: 'a1', extra: 'x' }, asQuizId)) as QuizIdBody;
      expect(validate.mock.calls.length).toBe(calls);
      expect(again).toBeInstanceOf(QuizIdBody);
      expect(again).not.toBe(first);
      expect({ ...again }).toEqual({ quizid: 'a1' });

      for (let i = 0; i < 2; i++) {
        await expect(pipe.transform({ quizid: 'x'.repeat(25) }, asQuizId)).rejects.toMatchObject({
          message: 'Invalid quiz id',
        });
        await expect(pipe.transform({ quizid: 7 }, asQuizId)).rejects.toMatchObject({
          message: 'quizid is required',
        });
      }
      // Not a plain value: validated (and refused) the usual way, every time
      const before = validate.mock.calls.length;
      for (let i = 0; i < 2; i++)
        await expect(pipe.transform({ quizid: { $ne: 1 } }, asQuizId)).rejects.toMatchObject({
          message: 'quizid is required',
        });
      expect(validate.mock.calls.length).toBe(before + 2);

      // Too long to remember (its JSON past 512 characters): validated every time, as any other body
      const long = { quizid: 'a2', extra: 'x'.repeat(600) };
      const start = validate.mock.calls.length;
      for (let i = 0; i < 2; i++) {
        const body = (await pipe.transform(long, asQuizId)) as QuizIdBody;
        expect(body).toBeInstanceOf(QuizIdBody);
        expect({ ...body }).toEqual({ quizid: 'a2' });
        await expect(pipe.transform({ ...long, quizid: 'y'.repeat(25) }, asQuizId)).rejects.toMatchObject({
          message: 'Invalid quiz id',
        });
      }
      expect(validate.mock.calls.length).toBe(start + 4);
    } finally {
      validate.mockRestore();
    }
  });
});
