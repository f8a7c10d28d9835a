import { nativeCollection } from '@exam/common';
import { AggregateChangeApplier, type AggregateDoc } from '@exam/messaging';
import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { CATALOG } from '../catalog.constants';
import { REPORTS_CAPABILITY, REPORTS_COLLECTION } from './persistence/report.doc';

/** Applies reports' compare-and-set changes (ReportsRepository commits them); each entry's verdict is whether it took effect. */
@Injectable()
export class ReportsApplier extends AggregateChangeApplier {
  constructor(@InjectConnection(CATALOG) connection: Connection) {
    super(REPORTS_CAPABILITY, () => nativeCollection<AggregateDoc>(connection, REPORTS_COLLECTION));
  }
}
