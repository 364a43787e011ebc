/** One page holding `content`, in the API's paged list shape (spec §3). */
export const pageOf = <T,>(content: T[]) => ({
  content,
  number: 0,
  size: 10,
  total_pages: content.length ? 1 : 0,
  total_elements: content.length,
  number_of_elements: content.length,
  is_first: true,
  is_last: true,
  has_next: false,
  has_previous: false,
});
