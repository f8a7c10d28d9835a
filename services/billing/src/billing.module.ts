import { Module } from '@nestjs/common';
import { mongoConnectionFor } from '@exam/common';
import { BILLING } from './billing.constants';

/** The billing service's capabilities, mounted by the platform and by the service running alone. */
@Module({
  imports: [mongoConnectionFor(BILLING)],
})
export class BillingModule {}
