import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

function flatten(errors: ValidationError[], parent = ''): string[] {
  return errors.flatMap((e) => {
    const path = parent ? `${parent}.${e.property}` : e.property;
    // class-validator runs decorators bottom-up; reversed, the top-most failing decorator comes first.
    const own = Object.values(e.constraints ?? {}).reverse();
    return [...own, ...flatten(e.children ?? [], path)];
  });
}

/** Unknown fields are dropped; the first broken rule, reading a DTO's decorators top-down, becomes the message. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    transform: true,
    forbidUnknownValues: true,
    exceptionFactory: (errors) => new BadRequestException(flatten(errors)[0] ?? 'Invalid input'),
  });
}
