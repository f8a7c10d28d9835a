import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthUser } from '@exam/auth';
import { FinalKeysStore } from './final-keys.store';

/** The dashboard's lines about live mocks whose final key changed the learner's score or rank (issue 33). */
@ApiTags('exams')
@ApiBearerAuth()
@Controller('exams')
export class KeyNoticesController {
  constructor(private readonly finalKeys: FinalKeysStore) {}

  @Get('key-notices')
  @ApiOperation({
    summary:
      "Live mocks whose final key changed the learner's score or rank: before and after (score, rank, percentile) and the dropped questions given as bonus (0-based), newest first",
  })
  async notices(@CurrentUser() user: AuthUser) {
    return (await this.finalKeys.noticesOf(user.userId)).map((n) => ({
      quizId: n.quizId,
      quizName: n.quizName,
      publishedAt: new Date(n.publishedAt).toISOString(),
      before: n.before,
      after: n.after,
      candidates: n.candidates,
      bonus: n.bonus,
    }));
  }
}
