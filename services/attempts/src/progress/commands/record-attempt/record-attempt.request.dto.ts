import { LearnerContextRequestDto } from '../../../shared/http/learner-quiz.request.dto';

/** attemptquiz / attemptkyebyequiz (spec section 7): the learner, the quiz, and country, state, city on exit. */
export class RecordAttemptRequestDto extends LearnerContextRequestDto {}
