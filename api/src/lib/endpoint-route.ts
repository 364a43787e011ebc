import type { IncomingMessage, ServerResponse } from "node:http";
import type { ContextConfigDefault, RawServerDefault, RouteGenericInterface, RouteHandlerMethod, RouteShorthandOptions } from "fastify";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import { okSchema } from "@openpawn/shared/common/envelope";
import type { Endpoint } from "@openpawn/shared/common/endpoint";
import { multipartFiles } from "./openapi-document.ts";

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];
type Has<E, Key extends keyof Endpoint> = Key extends keyof E ? (E[Key] extends undefined ? false : true) : false;

type AnswerSchemas<E extends Endpoint> = (E["answer"] extends z.ZodType ? { 200: ReturnType<typeof okSchema<E["answer"]>> } : unknown) &
  (E["responses"] extends Readonly<Record<number, unknown>> ? E["responses"] : unknown);

/** The Fastify schema of an endpoint, its zod types kept so the handler's request and reply are typed from them. */
export type SchemaOf<E extends Endpoint> = (Has<E, "params"> extends true ? { params: E["params"] } : unknown) &
  (Has<E, "query"> extends true ? { querystring: E["query"] } : unknown) &
  (Has<E, "body"> extends true ? (Has<E, "bodyReadByHandler"> extends true ? unknown : { body: E["body"] }) : unknown) & { response: AnswerSchemas<E> };

/** Everything a route adds to its endpoint: hooks (authentication, rate limits) and its config. */
export type RouteOptions<E extends Endpoint> = Omit<
  RouteShorthandOptions<RawServerDefault, IncomingMessage, ServerResponse, RouteGenericInterface, ContextConfigDefault, SchemaOf<E>, ZodTypeProvider>,
  "schema"
>;
export type EndpointHandler<E extends Endpoint> = RouteHandlerMethod<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<E>,
  ZodTypeProvider
>;

function schemaOf<E extends Endpoint>(endpoint: E): SchemaOf<E> {
  const { params, query, body, bodyReadByHandler, upload, answer, responses, hidden } = endpoint;
  return {
    ...(hidden && { hide: true }),
    ...(params && { params }),
    ...(query && { querystring: query }),
    ...(body && (bodyReadByHandler ? { bodyReadByHandler: body } : { body })),
    ...(upload && multipartFiles(upload)),
    response: { ...(answer && { 200: okSchema(answer) }), ...responses },
  } as SchemaOf<E>;
}

/**
 * Serves a shared endpoint: its method, its path under the plugin's mount point and its schema come from the one
 * definition the web calls too; the route adds its hooks and handler. The API declares no route of its own (decision
 * 0050, endpoints), and app.ts refuses to start with one.
 */
export function serve<E extends Endpoint>(app: ZodApp, endpoint: E, options: RouteOptions<E>, handler: EndpointHandler<E>): void {
  const mount = app.prefix.replace(/^\/api/, "");
  if (!endpoint.path.startsWith(`${mount}/`)) throw new Error(`${endpoint.method} ${endpoint.path} is not under the plugin's mount point ${app.prefix}`);
  app.route({ ...(options as object), method: endpoint.method, url: endpoint.path.slice(mount.length), schema: schemaOf(endpoint), handler: handler as never });
}
