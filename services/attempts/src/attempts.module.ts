import { Module } from '@nestjs/common';
import { mongoConnectionFor } from '@exam/common';
import { ATTEMPTS } from './attempts.constants';

/** The attempts service's capabilities, mounted by the platform and by the service running alone. */
@Module({
  imports: [mongoConnectionFor(ATTEMPTS)],
})
export class AttemptsModule {}
