import { nativeCollection } from '@exam/common';
import { AggregateChangeApplier, type AggregateDoc } from '@exam/messaging';
import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { CATALOG } from '../catalog.constants';
import { LIVE_MOCK_KEYS_CAPABILITY, LIVE_MOCK_KEYS_COLLECTION } from './persistence/key-challenge.docs';

/** Applies live mocks' key-state compare-and-set changes (KeyChallengesRepository commits them). */
@Injectable()
export class LiveMockKeysApplier extends AggregateChangeApplier {
  constructor(@InjectConnection(CATALOG) connection: Connection) {
    super(LIVE_MOCK_KEYS_CAPABILITY, () =>
      nativeCollection<AggregateDoc>(connection, LIVE_MOCK_KEYS_COLLECTION),
    );
  }
}
