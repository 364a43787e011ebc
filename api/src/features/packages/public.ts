import { PACKAGES_ERRORS } from "@openpawn/shared/packages/errors";
/**
 * What the packages feature offers the others (docs/decisions/0050-feature-modules.md): other features import it
 * from here and nowhere else.
 */

export { requireOwnPackageId } from "./own-package.ts";
export { packageQueries } from "./package-rows.ts";
export { reportedSubmission } from "./reported-submission.ts";
export { ownChainPackages } from "./routes/packages/received-requests.ts";
export { submissionReport } from "./submission-report.ts";

/** The packages feature's refusals that features reading its packages and shops answer with (decision 0051). */
export const PACKAGES_READ_ERRORS = { packageNotFound: PACKAGES_ERRORS.packageNotFound, shopNotFound: PACKAGES_ERRORS.shopNotFound };
