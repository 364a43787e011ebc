import { z } from "zod";

/** The spec's success envelope around `data`: `{ code: 200, data, message? }`. */
export function okSchema<Data extends z.ZodType>(data: Data) {
  return z.object({ code: z.literal(200), data, message: z.string().optional() });
}

/** The spec's refusal: `{ code, message, errorCodes }` with the HTTP status as code. */
export const errorSchema = z.object({ code: z.number().int(), message: z.string(), errorCodes: z.array(z.string()) });

/** A request body that may be left out: read as `{}`, so a missing body gets the fields' own messages. */
export function optionalBody<Body extends z.ZodType>(body: Body) {
  return z.preprocess((value: z.input<Body> | undefined) => value ?? {}, body);
}
