import { nativeCollection } from '@exam/common';
import { AggregateChangeApplier, type AggregateDoc } from '@exam/messaging';
import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { CATALOG } from '../catalog.constants';
import { CHALLENGES_CAPABILITY, CHALLENGES_COLLECTION } from './persistence/key-challenge.docs';

/** Applies challenges' compare-and-set changes (KeyChallengesRepository commits them). */
@Injectable()
export class ChallengesApplier extends AggregateChangeApplier {
  constructor(@InjectConnection(CATALOG) connection: Connection) {
    super(CHALLENGES_CAPABILITY, () => nativeCollection<AggregateDoc>(connection, CHALLENGES_COLLECTION));
  }
}
