import { z } from "zod";

const fileSchema = z.file();

/** An answer that is not JSON (a file by default), for `responses`: the content types it may come in. */
export function nonJsonAnswer(contentTypes: readonly string[], schema?: z.ZodType) {
  return { content: Object.fromEntries(contentTypes.map((type) => [type, { schema: schema ?? fileSchema }])) };
}
