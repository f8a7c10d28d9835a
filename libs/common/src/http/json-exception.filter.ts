import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { mongo, Error as MongooseError } from 'mongoose';
import { DOMAIN_ERROR_STATUS, DomainError } from '../errors/domain-error';

interface ErrorBody {
  statusCode: number;
  message: string;
  [extra: string]: unknown;
}

/** Every error leaves as JSON `{statusCode, message, ...}` with a single readable message; nothing else leaks. */
@Catch()
export class JsonExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpError');

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    const body = this.toBody(exception);
    if (body.statusCode >= 500)
      this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    if (!res.headersSent) res.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown): ErrorBody {
    if (exception instanceof DomainError)
      return {
        statusCode: DOMAIN_ERROR_STATUS[exception.kind],
        message: exception.message,
        ...exception.details,
      };
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const response = exception.getResponse();
      if (typeof response === 'string') return { statusCode: status, message: response };
      const { message, error: _error, statusCode: _s, ...extra } = response as Record<string, unknown>;
      const text = Array.isArray(message) ? message.join('; ') : String(message ?? exception.message);
      return { statusCode: status, message: text, ...extra };
    }
    if (exception instanceof MongooseError.CastError) {
      return { statusCode: HttpStatus.BAD_REQUEST, message: `Invalid value for ${exception.path}` };
    }
    if (exception instanceof MongooseError.ValidationError) {
      return { statusCode: HttpStatus.BAD_REQUEST, message: exception.message };
    }
    if (exception instanceof mongo.MongoServerError && exception.code === 11000) {
      return { statusCode: HttpStatus.CONFLICT, message: 'This record already exists.' };
    }
    if (isDatabaseUnavailable(exception)) {
      return { statusCode: HttpStatus.SERVICE_UNAVAILABLE, message: DATABASE_UNAVAILABLE_MESSAGE };
    }
    return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, message: 'Something went wrong' };
  }
}

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The database is not reachable at the moment. Please try again in a few seconds.';

/**
 * The database server cannot be reached (stopped, restarting, network): the driver gave up selecting a
 * server, lost its connection, or mongoose timed out buffering a call. A 503 the client may retry, not a 500.
 */
function isDatabaseUnavailable(e: unknown): boolean {
  return (
    e instanceof mongo.MongoServerSelectionError ||
    e instanceof mongo.MongoNetworkError ||
    e instanceof mongo.MongoNotConnectedError ||
    e instanceof mongo.MongoTopologyClosedError ||
    (e instanceof MongooseError && /buffering timed out/.test(e.message))
  );
}
