import { PRODUCT_NAME } from "@openpawn/shared/constants";
import { PRIVACY_SECTIONS } from "../help-content.ts";
import { HelpPage } from "./help-page.tsx";

/** /privacy: what the service keeps about its users, why, and what they can do about it. */
export function PrivacyPage() {
  return <HelpPage title="Privacy notice" intro={`What ${PRODUCT_NAME} keeps about you, why, and what you can do about it.`} sections={PRIVACY_SECTIONS} />;
}
