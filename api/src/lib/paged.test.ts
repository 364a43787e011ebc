import { describe, expect, it } from "vitest";
import { paged } from "./paged.ts";

describe("paged", () => {
  it("describes an empty list as one first and last page without neighbours", () => {
    expect(paged([], 0, 10, 0)).toEqual({
      content: [],
      number: 0,
      size: 10,
      total_pages: 0,
      total_elements: 0,
      number_of_elements: 0,
      is_first: true,
      is_last: true,
      has_next: false,
      has_previous: false,
    });
  });

  it("counts pages and neighbours in the middle and on the last page", () => {
    expect(paged(["d", "e", "f"], 1, 3, 7)).toMatchObject({ total_pages: 3, number_of_elements: 3, is_first: false, is_last: false, has_next: true, has_previous: true });
    expect(paged(["g"], 2, 3, 7)).toMatchObject({ total_pages: 3, number_of_elements: 1, is_last: true, has_next: false, has_previous: true });
  });

  it("answers a page beyond the end as empty, last, with a previous page", () => {
    expect(paged([], 9, 3, 7)).toMatchObject({ number: 9, total_pages: 3, number_of_elements: 0, is_first: false, is_last: true, has_next: false, has_previous: true });
  });
});
