import { MESSAGES } from '@usher/contract/messages';

/** An error the client caused or may act on; the error handler answers it as `{ message, errors }`. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) =>
  new AppError(400, message, errors);
export const unauthorized = (message: string = MESSAGES.signInRequired) => new AppError(401, message);
export const forbidden = (message: string = MESSAGES.forbidden) => new AppError(403, message);
export const notFound = () => new AppError(404, MESSAGES.notFound);
export const conflict = (message: string, errors?: Record<string, string>) =>
  new AppError(409, message, errors);
