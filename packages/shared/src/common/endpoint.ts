import type { z } from "zod";

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

/**
 * One call of the API, defined once for the API that serves it and the web that calls it (decision 0050): where it
 * is (`path` under /api, `:name` for each path parameter) and the schemas of what goes in and what comes back.
 */
export interface Endpoint {
  method: HttpMethod;
  path: `/${string}`;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * The route reads `body` itself, for refusals of its own (codes, statuses) that a validation before the handler would
   * not give: the web sends it and the OpenAPI document shows it, but the API does not validate it first.
   */
  bodyReadByHandler?: true;
  /** A multipart/form-data upload of these file fields (`true`: required): the web sends FormData, the route streams them. */
  upload?: Readonly<Record<string, boolean>>;
  /** The envelope's `data` of a success (`{ code: 200, data }`). */
  answer?: z.ZodType;
  /** Answers that are not the envelope (an image, an event stream, health), by status; `answer` adds 200's. */
  responses?: Readonly<Record<number, unknown>>;
  /** Left out of the OpenAPI document (the document itself, development tools). */
  hidden?: true;
}

/** Declares an endpoint, keeping its literal method, path and schemas in its type. */
export function endpoint<const E extends Endpoint>(definition: E): E {
  return definition;
}

type Input<S> = S extends z.ZodType ? z.input<S> : never;

/** What a caller sends: path parameters, query and body as their schemas accept them (before defaults). */
export type EndpointInput<E extends Endpoint> = (E["params"] extends z.ZodType ? { params: Input<E["params"]> } : { params?: never }) &
  (E["query"] extends z.ZodType ? { query?: Input<E["query"]> } : { query?: never }) &
  (E["upload"] extends Readonly<Record<string, boolean>> ? { body: FormData } : E["body"] extends z.ZodType ? { body: Input<E["body"]> } : { body?: never });

/** The `data` of a success, as the API's answer schema gives it. */
export type AnswerOf<E extends Endpoint> = E["answer"] extends z.ZodType ? z.output<E["answer"]> : never;

/** The path with its parameters filled in: `/pawn/negotiations/:id` with `{ id: 4 }` → `/pawn/negotiations/4`. */
export function pathOf(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`missing path parameter ${name} of ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** Whether a concrete path (`/pawn/negotiations/4`) is this endpoint's (`/pawn/negotiations/:id`; `*` takes the rest). */
export function matchesPath(pattern: string, path: string): boolean {
  const expected = pattern.split("/");
  const actual = path.split("/");
  const rest = expected.at(-1) === "*";
  if (rest ? actual.length < expected.length : actual.length !== expected.length) return false;
  return expected.every((part, index) => (part === "*" || part.startsWith(":") ? actual[index] !== "" : part === actual[index]));
}
