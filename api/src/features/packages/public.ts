/**
 * What the packages feature offers the others (docs/decisions/0050-feature-modules.md): other features import it
 * from here and nowhere else.
 */
export { requireOwnPackageId } from "./own-package.ts";
export { packageQueries } from "./package-rows.ts";
export { reportedSubmission } from "./reported-submission.ts";
export { ownChainPackages } from "./routes/packages/received-requests.ts";
export { submissionReport } from "./submission-report.ts";
