import { ApiRequestError } from "./api-client.ts";

/**
 * Retry policy for reads: a refusal (4xx) is an answer, not a failure, so it is never retried;
 * a server or network failure is tried once more before the page shows its error state.
 */
export function retryServerFailures(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}
