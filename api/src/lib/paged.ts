import type { Paged } from "@openpawn/shared/common/paged";

/** The spec's paged list from one page of rows, the page asked for (from 0), its size and the total count. */
export function paged<Item>(rows: Item[], page: number, size: number, total: number): Paged<Item> {
  const totalPages = Math.ceil(total / size);
  return {
    content: rows,
    number: page,
    size,
    total_pages: totalPages,
    total_elements: total,
    number_of_elements: rows.length,
    is_first: page === 0,
    is_last: page >= totalPages - 1,
    has_next: page < totalPages - 1,
    has_previous: page > 0,
  };
}
