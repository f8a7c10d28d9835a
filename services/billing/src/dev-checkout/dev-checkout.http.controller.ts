import { BadRequestException, Controller, Get, Header, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '@exam/auth';
import { checkoutPage } from './checkout-page';
import { CHECKOUT_PAGE_SCRIPT } from './checkout-page.script';

/** The page's own policy: its script and styles, posting back to this origin only. */
const CHECKOUT_PAGE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'self'";
import { DevCheckout, NOTHING_TO_PAY } from './dev-checkout.service';

const checkoutId = (id: string) => {
  if (!/^(sub|order)_[A-Za-z0-9]{14}$/.test(id)) throw new BadRequestException(NOTHING_TO_PAY);
  return id;
};

/** The local provider's hosted checkout; mounted only outside production, and answers only the local provider. */
@ApiTags('dev')
@Controller('payment/dev-checkout')
export class DevCheckoutController {
  constructor(private readonly checkout: DevCheckout) {}

  @Public()
  @Get('checkout.js')
  @Header('content-type', 'text/javascript; charset=utf-8')
  @Header('cache-control', 'no-cache')
  @ApiOperation({ summary: "The local checkout page's script" })
  script(): string {
    return CHECKOUT_PAGE_SCRIPT;
  }

  @Public()
  @Get(':id')
  @Header('content-type', 'text/html; charset=utf-8')
  @Header('cache-control', 'no-store')
  @Header('content-security-policy', CHECKOUT_PAGE_CSP)
  @Header('x-frame-options', 'SAMEORIGIN')
  @ApiOperation({ summary: 'The local checkout page for a subscription or order (Pay / Fail)' })
  async page(@Param('id') id: string): Promise<string> {
    return checkoutPage(await this.checkout.find(checkoutId(id)));
  }

  @Public()
  @Post(':id/pay')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Pay: answers the checkout's success payload (razorpay_payment_id, razorpay_signature, and the id)",
  })
  pay(@Param('id') id: string) {
    return this.checkout.pay(checkoutId(id));
  }

  @Public()
  @Post(':id/fail')
  @HttpCode(200)
  @ApiOperation({ summary: "Fail: answers the checkout's failure payload and sends payment.failed" })
  fail(@Param('id') id: string) {
    return this.checkout.fail(checkoutId(id));
  }
}
