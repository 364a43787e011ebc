/** A zod-like schema: enough of zod's safeParse to read the first message of each field. */
interface SafeParser<Output> {
  safeParse(value: unknown): { success: true; data: Output } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

export type FieldErrors = Partial<Record<string, string>>;

/** Validates form values with a shared schema: the parsed data, or the first message of each field. */
export function validateForm<Output>(schema: SafeParser<Output>, values: unknown): { data: Output; errors: null } | { data: null; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data, errors: null };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return { data: null, errors };
}
