import { z } from "zod";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_NUMBER, MAX_PAGE_SIZE } from "../constants.ts";
import { PAGING_MESSAGES } from "../platform/messages.ts";

const M = PAGING_MESSAGES;

/** `page` (from 0) and `size` of every paged list's query string; out-of-range values are a 400, not a clamp. */
export const pageQuerySchema = z.object({
  page: z.coerce.number({ error: M.invalidPage }).int(M.invalidPage).min(0, M.invalidPage).max(MAX_PAGE_NUMBER, M.invalidPage).default(0),
  size: z.coerce.number({ error: M.invalidSize }).int(M.invalidSize).min(1, M.invalidSize).max(MAX_PAGE_SIZE, M.invalidSize).default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.output<typeof pageQuerySchema>;

export interface Sort<Field extends string> {
  field: Field;
  direction: "asc" | "desc";
}

/** `sort` as the spec writes it (`id,desc`): one of `fields`, ascending unless `,desc` follows; `fallback` when absent. */
export function sortQuerySchema<const Field extends string>(fields: readonly [Field, ...Field[]], fallback: Sort<Field>) {
  const pattern = new RegExp(`^(${fields.join("|")})(?:,(asc|desc))?$`, "i");
  const message = M.invalidSort(fields);
  return z
    .string({ error: message })
    .optional()
    .transform((value, context): Sort<Field> => {
      if (value === undefined) return fallback;
      const [, name = "", direction = "asc"] = pattern.exec(value) ?? [];
      const field = fields.find((candidate) => candidate.toLowerCase() === name.toLowerCase());
      if (!field) {
        context.addIssue({ code: "custom", message, input: value });
        return z.NEVER;
      }
      return { field, direction: direction.toLowerCase() === "desc" ? "desc" : "asc" };
    });
}

/** The spec's paged list around `item`: `{ content, number, size, total_pages, total_elements, ... }`. */
export function pagedSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    content: z.array(item),
    number: z.number().int(),
    size: z.number().int(),
    total_pages: z.number().int(),
    total_elements: z.number().int(),
    number_of_elements: z.number().int(),
    is_first: z.boolean(),
    is_last: z.boolean(),
    has_next: z.boolean(),
    has_previous: z.boolean(),
  });
}
export type Paged<Item> = Omit<z.output<ReturnType<typeof pagedSchema>>, "content"> & { content: Item[] };
