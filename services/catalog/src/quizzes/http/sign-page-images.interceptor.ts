import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { map, type Observable } from 'rxjs';
import { PageImageSigner } from '../../media/page-image-signer';

/**
 * The console shows a quiz's page images from the records it is sent; a premium quiz's are served only
 * signed (issue 35), so every record the console gets has them signed. They are stored bare again when a
 * record comes back (normalizeImage).
 */
@Injectable()
export class SignPageImagesInterceptor implements NestInterceptor {
  constructor(private readonly signer: PageImageSigner) {}

  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(map((body: unknown) => this.signer.signAll(body)));
  }
}
