import { useEffect } from "react";
import { PRODUCT_NAME } from "@openpawn/shared/constants";
import { usePageTitle } from "../routes/route-handle.ts";

/** The browser tab shows the current page's title. */
export function useDocumentTitle() {
  const title = usePageTitle();
  useEffect(() => {
    document.title = title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
