import { useParams } from "react-router";

/** The path's `:id` as a positive whole number, or null for anything that cannot name a record. */
export function useRouteId(): number | null {
  const id = Number(useParams().id);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
