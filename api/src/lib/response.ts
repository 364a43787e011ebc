/** The response envelope of the spec: `{ code, data, message? }`, code 200 for success. */
export function ok<T>(data: T, message?: string): { code: 200; data: T; message?: string } {
  return message === undefined ? { code: 200, data } : { code: 200, data, message };
}

/** An error the client caused or must know about: becomes `{ code, message, errorCodes }` with this HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}
