import type { SwaggerTransform } from "@fastify/swagger";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { z } from "zod";

declare module "fastify" {
  interface FastifySchema {
    /**
     * The request body as the OpenAPI document shows it, for a route whose handler reads the body itself: Fastify
     * never validates it, so the handler's own refusals (their codes and statuses) and multipart streams stay as they are.
     */
    bodyReadByHandler?: z.ZodType;
  }
}

/** The zod transform of the routes' schemas, which also documents `bodyReadByHandler` as the body. */
export const openApiTransform: SwaggerTransform = (document) => {
  const { bodyReadByHandler, ...schema } = document.schema ?? {};
  return jsonSchemaTransform(bodyReadByHandler ? { ...document, schema: { ...schema, body: bodyReadByHandler } } : document);
};

/** An upload's body: multipart/form-data with these file fields (`true`: required), streamed by the handler. */
export function multipartFiles(files: Record<string, boolean>) {
  const fields = Object.fromEntries(Object.entries(files).map(([name, required]) => [name, required ? z.file() : z.file().optional()]));
  return { consumes: ["multipart/form-data"], bodyReadByHandler: z.object(fields) };
}

/** An answer that is not JSON (a file by default): the content types it may come in, each with the schema. */
export function nonJsonAnswer(contentTypes: readonly string[], schema: z.ZodType = z.file()) {
  return { content: Object.fromEntries(contentTypes.map((type) => [type, { schema }])) };
}
