import { Command } from '@nestjs/cqrs';
import type { UserData } from '../../../users/user-data';

/** A login in plain fields (validated, the email trimmed and lower-cased, by the request DTO). */
export interface LoginInput {
  email: string;
  password: string;
  /** A UUID the browser generated and keeps. */
  uniqueBrowserId: string;
  /** Log out the other browser and log in here. */
  forceLogin: boolean;
}

export class LoginCommand extends Command<{ user: UserData; token: string }> {
  constructor(readonly input: LoginInput) {
    super();
  }
}
