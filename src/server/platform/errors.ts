/**
 * Errors services throw. The single error handler in app.ts turns them into
 * `{ error: { code, message } }` with their status; anything else is a 500 with a log line.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class NotFoundError extends AppError {
  constructor(message: string, code = 'not_found') {
    super(404, code, message);
  }
}

export class InvalidError extends AppError {
  constructor(message: string, code = 'invalid', details?: unknown) {
    super(400, code, message, details);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Please sign in to continue.', code = 'unauthorized') {
    super(401, code, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You do not have access to this.', code = 'forbidden') {
    super(403, code, message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, code = 'conflict') {
    super(409, code, message);
  }
}

export class DomainRuleError extends AppError {
  constructor(message: string, code: string) {
    super(422, code, message);
  }
}
