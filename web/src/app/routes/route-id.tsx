import type { ComponentType } from "react";
import { useParams } from "react-router";

/** The path's `:id` as a positive whole number, or null for anything that cannot name a record. */
export function useRouteId(): number | null {
  const id = Number(useParams().id);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** A route module for a page of the record the path names; an id that cannot name one reaches the page as 0. */
export function routeWithId(Page: ComponentType<{ id: number }>) {
  return function IdRoute() {
    const id = useRouteId() ?? 0;
    return <Page key={id} id={id} />;
  };
}
