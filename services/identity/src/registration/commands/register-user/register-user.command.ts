import { Command } from '@nestjs/cqrs';

/** The registration of spec section 3 in plain fields (validated and trimmed by the request DTO). */
export interface RegisterUserInput {
  name: string;
  classs: string;
  email: string;
  mobile: string;
  state: string;
  city: string;
  password: string;
}

export class RegisterUserCommand extends Command<{ message: string; email: string }> {
  constructor(readonly input: RegisterUserInput) {
    super();
  }
}
