import { Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '@exam/auth';
import { HandleWebhookCommand } from './handle-webhook.command';

/** The provider's webhooks: public, authenticated by X-Razorpay-Signature over the raw body instead. */
@ApiTags('payment')
@Controller('payment')
export class WebhookController {
  constructor(private readonly commands: CommandBus) {}

  @Public()
  @Post('webhook')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Razorpay webhooks: subscription.*, payment.captured/failed, order.paid (signed over the raw body)',
  })
  receive(
    @Req() req: Request & { rawBody?: Buffer },
    @Headers('x-razorpay-signature') signature?: string,
    @Headers('x-razorpay-event-id') eventId?: string,
  ) {
    return this.commands.execute(new HandleWebhookCommand(req.rawBody, signature, eventId));
  }
}
