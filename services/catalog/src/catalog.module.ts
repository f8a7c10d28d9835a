import { Module } from '@nestjs/common';
import { mongoConnectionFor } from '@exam/common';
import { CATALOG } from './catalog.constants';

/** The catalog service's capabilities, mounted by the platform and by the service running alone. */
@Module({
  imports: [mongoConnectionFor(CATALOG)],
})
export class CatalogModule {}
