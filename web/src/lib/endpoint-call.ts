import { pathOf, type AnswerOf, type Endpoint, type EndpointInput } from "@openpawn/shared/common/endpoint";
import { apiRequest } from "./api-client.ts";

export type CallInput<E extends Endpoint> = EndpointInput<E> & {
  /** Send the stored access token (default). Public calls such as sign-up send none. */
  auth?: boolean;
  signal?: AbortSignal;
};

type HasRequired<T> = { [K in keyof T]-?: undefined extends T[K] ? never : K }[keyof T] extends never ? false : true;
export type CallArgs<E extends Endpoint> = HasRequired<EndpointInput<E>> extends true ? [input: CallInput<E>] : [input?: CallInput<E>];

/**
 * Calls a shared endpoint (decision 0050): its path, method and answer type come from the definition the API serves,
 * so the web cannot drift from the API's answers without the type checker saying so. Answers the envelope's data.
 */
export async function callEndpoint<E extends Endpoint>(endpoint: E, ...[input]: CallArgs<E>): Promise<AnswerOf<E>> {
  const { params, query, body, auth, signal } = (input ?? {}) as CallInput<Endpoint> & { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
  const path = pathOf(endpoint.path, params);
  const search = query as Record<string, string | number | boolean | undefined> | undefined;
  return (await apiRequest<AnswerOf<E>>(path, { method: endpoint.method, query: search, body, auth, signal })).data;
}
