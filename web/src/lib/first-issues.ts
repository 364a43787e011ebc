/** Zod's issues as a form shows them: the first message of each top-level field. */
export function firstIssues<Field extends string>(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of issues) {
    const field = issue.path[0] as Field | undefined;
    if (field !== undefined && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
