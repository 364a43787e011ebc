import { PRODUCT_NAME } from "@openpawn/shared/constants";
import { FAQ_SECTIONS } from "../help-content.ts";
import { HelpPage } from "./help-page.tsx";

/** /faq: how borrowing, lending, the NFT market and accounts work. */
export function FaqPage() {
  return <HelpPage title="Frequently asked questions" intro={`How ${PRODUCT_NAME} works, in short.`} sections={FAQ_SECTIONS} />;
}
