/** A zod-like schema: enough of zod's safeParse to read the messages of each field. */
interface SafeParser<Output> {
  safeParse(value: unknown): { success: true; data: Output } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/** Each field's messages, one per line (a password shows every rule it breaks at once). */
export type FieldErrors = Partial<Record<string, string>>;

/** The separate messages of a field's error, in the order the schema reports them. */
export const messagesOf = (error: string | undefined): string[] => (error ? error.split("\n") : []);

/** Validates form values with a shared schema: the parsed data, or every distinct message of each field. */
export function validateForm<Output>(schema: SafeParser<Output>, values: unknown): { data: Output; errors: null } | { data: null; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data, errors: null };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "form");
    const messages = messagesOf(errors[field]);
    if (!messages.includes(issue.message)) errors[field] = [...messages, issue.message].join("\n");
  }
  return { data: null, errors };
}
