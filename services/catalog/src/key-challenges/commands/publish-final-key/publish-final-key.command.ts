import { Command } from '@nestjs/cqrs';

export interface PublishedFinalKey {
  quizId: string;
  publishedAt: string;
  changed: number[];
  dropped: number[];
}

/** An editor publishes a live mock's final key from their resolutions (ending its challenge window). */
export class PublishFinalKeyCommand extends Command<PublishedFinalKey> {
  constructor(
    readonly quizId: string,
    readonly actorId: string,
  ) {
    super();
  }
}
