import { BadRequestException, type ArgumentMetadata } from '@nestjs/common';
import { Type } from 'class-transformer';
import * as validator from 'class-validator';
import { IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { createValidationPipe } from './validation';

class ListQuery {
  @IsOptional() @IsString() @MaxLength(10) division?: string;
  @IsOptional() @Type(() => Number) @IsInt({ message: 'page must be a whole number.' }) @Min(1) page?: number;
}

const asQuery: ArgumentMetadata = { type: 'query', metatype: ListQuery };
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
});
