/**
 * One error type for the whole product. The server turns it into the JSON error
 * shape `{ error: { code, message, fields? } }`; the web client turns that shape
 * back into an AppError so components can show the same message.
 */
export const errorStatus = {
  bad_request: 400,
  validation_failed: 400,
  unauthenticated: 401,
  forbidden: 403,
  plan_limit: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  uri_too_long: 414,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export type FieldErrors = Record<string, string>;

export interface ErrorBody {
  error: { code: ErrorCode; message: string; fields?: FieldErrors };
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields: FieldErrors | undefined;

  constructor(code: ErrorCode, message: string, fields?: FieldErrors) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.fields = fields;
  }

  get status(): number {
    return errorStatus[this.code];
  }

  toBody(): ErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.fields ? { fields: this.fields } : {}),
      },
    };
  }

  static notFound(what: string): AppError {
    return new AppError('not_found', `${what} not found`);
  }

  static validation(message: string, fields?: FieldErrors): AppError {
    return new AppError('validation_failed', message, fields);
  }

  static conflict(message: string): AppError {
    return new AppError('conflict', message);
  }

  static forbidden(message: string): AppError {
    return new AppError('forbidden', message);
  }
}

export function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = value.error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { message?: unknown }).message === 'string' &&
    typeof (error as { code?: unknown }).code === 'string'
  );
}

export function codeForStatus(status: number): ErrorCode {
  const match = (Object.keys(errorStatus) as ErrorCode[]).find((code) => errorStatus[code] === status);
  return match ?? (status >= 500 ? 'internal' : 'bad_request');
}
