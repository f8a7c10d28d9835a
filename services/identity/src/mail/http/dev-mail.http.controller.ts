import { BadRequestException, Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '@exam/auth';
import { MAILER } from '../mailer.port';
import type { DevMailbox, StoredMail } from '../dev-mailbox';

/** Only mounted outside production, and only when no SMTP server is configured. */
@ApiTags('dev')
@Controller('dev/mails')
export class DevMailController {
  constructor(@Inject(MAILER) private readonly mailbox: DevMailbox) {}

  @Public()
  @Get()
  @ApiOperation({ summary: 'Mails sent to an address, newest first (development mailbox)' })
  list(@Query('to') to?: string): Promise<StoredMail[]> {
    if (typeof to !== 'string' || !to.trim())
      throw new BadRequestException('Query parameter "to" is required');
    return this.mailbox.to(to);
  }
}
