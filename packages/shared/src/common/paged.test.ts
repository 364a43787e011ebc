import { describe, expect, it } from "vitest";
import { z } from "zod";
import { PAGING_MESSAGES } from "../platform/messages.ts";
import { pagedSchema, pageQuerySchema, sortQuerySchema } from "./paged.ts";

const firstError = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe("pageQuerySchema", () => {
  it("defaults to the first page of the spec's default size and reads numbers from the query string", () => {
    expect(pageQuerySchema.parse({})).toEqual({ page: 0, size: 10 });
    expect(pageQuerySchema.parse({ page: "3", size: "100" })).toEqual({ page: 3, size: 100 });
  });

  it("refuses sizes and pages out of bounds with the reason", () => {
    for (const size of ["0", "101", "2.5", "abc"]) expect(firstError(pageQuerySchema, { size }), size).toBe(PAGING_MESSAGES.invalidSize);
    for (const page of ["-1", "100001", "1.5", "x"]) expect(firstError(pageQuerySchema, { page }), page).toBe(PAGING_MESSAGES.invalidPage);
  });
});

describe("sortQuerySchema", () => {
  const sort = sortQuerySchema(["id", "createdAt"], { field: "id", direction: "desc" });

  it("reads `field,direction` as the spec writes it, ascending by default", () => {
    expect(sort.parse(undefined)).toEqual({ field: "id", direction: "desc" });
    expect(sort.parse("createdAt")).toEqual({ field: "createdAt", direction: "asc" });
    expect(sort.parse("id,DESC")).toEqual({ field: "id", direction: "desc" });
  });

  it("refuses unknown fields and directions", () => {
    for (const value of ["name", "id,up", "id;drop", ""]) expect(firstError(sort, value), value).toBe(PAGING_MESSAGES.invalidSort(["id", "createdAt"]));
  });
});

describe("pagedSchema", () => {
  it("checks the items of a page", () => {
    const page = { content: [1], number: 0, size: 10, total_pages: 1, total_elements: 1, number_of_elements: 1, is_first: true, is_last: true, has_next: false, has_previous: false };
    expect(pagedSchema(z.number()).parse(page)).toEqual(page);
    expect(pagedSchema(z.string()).safeParse(page).success).toBe(false);
  });
});
