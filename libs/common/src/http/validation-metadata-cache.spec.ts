import type { ArgumentMetadata } from '@nestjs/common';
import {
  getMetadataStorage,
  IsInt,
  IsString,
  Matches,
  MaxLength,
  MetadataStorage,
  MinLength,
  validate,
  type ValidationError,
  type ValidatorOptions,
} from 'class-validator';
import { createValidationPipe } from './validation';
import { forgetValidationMetadata, rememberValidationMetadata } from './validation-metadata-cache';

class Person {
  @IsString({ message: 'name must be text.' }) name!: string;
}

class Pupil extends Person {
  @IsInt({ message: 'age must be a whole number.' }) age!: number;
}

/** Rules in groups and with `always`, which select different rules for different options. */
class Grouped {
  @IsString({ groups: ['a'], message: 'x must be text (group a).' }) x!: string;
  @MinLength(3, { always: true, message: 'y is too short (always).' }) y!: string;
  @IsInt({ message: 'z must be a whole number.' }) z!: number;
}

const storage = getMetadataStorage();
const asBody = (metatype: ArgumentMetadata['metatype']): ArgumentMetadata => ({ type: 'body', metatype });
/** class-validator's own answer, never remembered. */
const lookedUp = (...args: Parameters<MetadataStorage['getTargetValidationMetadatas']>) =>
  MetadataStorage.prototype.getTargetValidationMetadatas.apply(storage, args);
const messages = (errors: ValidationError[]) => errors.flatMap((e) => Object.values(e.constraints ?? {}));

describe("class-validator's lookups remembered per class", () => {
  beforeEach(() => rememberValidationMetadata());
  afterAll(() => rememberValidationMetadata());

  it('answers a class with the same list each time, and with a new one once a rule is registered', () => {
    const first = storage.getTargetValidationMetadatas(Pupil, '', false, false);
    expect(storage.getTargetValidationMetadatas(Pupil, '', false, false)).toBe(first);
    expect(first).toEqual(lookedUp(Pupil, '', false, false));
    expect(first.map((m) => m.propertyName).sort()).toEqual(['age', 'name']);

    class Later {
      @IsString() note!: string;
    }
    const after = storage.getTargetValidationMetadatas(Pupil, '', false, false);
    expect(after).not.toBe(first);
    expect(after).toEqual(first);
    expect(storage.getTargetValidationMetadatas(Later, '', false, false)).toHaveLength(1);
  });

  it('validates a class whose rules are registered after a first validation, and the subclasses of one', async () => {
    const pipe = createValidationPipe();
    class Late {
      name!: string;
    }
    // No rule yet: forbidUnknownValues refuses it
    await expect(pipe.transform({ name: 'abcd' }, asBody(Late))).rejects.toMatchObject({
      message: 'an unknown value was passed to the validate function',
    });
    await expect(pipe.transform({ name: 'A', age: 3 }, asBody(Pupil))).resolves.toBeInstanceOf(Pupil);

    MaxLength(3, { message: 'name is too long.' })(Late.prototype, 'name');
    Matches(/^[a-z]+$/, { message: 'name must be lowercase.' })(Person.prototype, 'name');

    await expect(pipe.transform({ name: 'abcd' }, asBody(Late))).rejects.toMatchObject({
      message: 'name is too long.',
    });
    await expect(pipe.transform({ name: 'abc', extra: 1 }, asBody(Late))).resolves.toEqual(
      Object.assign(new Late(), { name: 'abc' }),
    );
    // A rule added to the parent class applies to the subclass already validated
    await expect(pipe.transform({ name: 'A', age: 3 }, asBody(Pupil))).rejects.toMatchObject({
      message: 'name must be lowercase.',
    });
    await expect(pipe.transform({ name: 'a', age: 3.5 }, asBody(Pupil))).rejects.toMatchObject({
      message: 'age must be a whole number.',
    });
  });

  it('answers as class-validator does for each set of options (groups, always, strictGroups)', async () => {
    const options: ValidatorOptions[] = [
      {},
      { groups: ['a'] },
      { groups: ['b'] },
      { always: true },
      { strictGroups: true },
      { groups: ['a'], strictGroups: true },
    ];
    const bad = () => Object.assign(new Grouped(), { x: 5, y: 'ab', z: 1.5 });
    const found = async () => {
      const out: string[][] = [];
      // Twice each, interleaved: a list remembered for some options is never the answer for others
      for (let round = 0; round < 2; round++)
        for (const o of options) out.push(messages(await validate(bad(), o)));
      return out;
    };

    const remembered = await found();
    for (const { groups, always = false, strictGroups = false } of options)
      expect(storage.getTargetValidationMetadatas(Grouped, '', always, strictGroups, groups)).toEqual(
        lookedUp(Grouped, '', always, strictGroups, groups),
      );
    forgetValidationMetadata();
    expect(await found()).toEqual(remembered);

    const [none, inA, inB, always, strict] = remembered;
    expect(none).toEqual([
      'x must be text (group a).',
      'y is too short (always).',
      'z must be a whole number.',
    ]);
    expect(inA).toEqual(['x must be text (group a).', 'y is too short (always).']);
    expect(inB).toEqual(['y is too short (always).']);
    expect(always).toEqual(none);
    expect(strict).toEqual(['y is too short (always).', 'z must be a whole number.']);
  });

  it("groups a remembered list once, and hands any other list to class-validator's own grouping", () => {
    const list = storage.getTargetValidationMetadatas(Pupil, '', false, false);
    const grouped = storage.groupByPropertyName(list);
    expect(storage.groupByPropertyName(list)).toBe(grouped);
    expect(grouped).toEqual(MetadataStorage.prototype.groupByPropertyName.call(storage, list));

    const copy = [...list];
    expect(storage.groupByPropertyName(copy)).not.toBe(grouped);
    expect(storage.groupByPropertyName(copy)).toEqual(grouped);
  });
});
