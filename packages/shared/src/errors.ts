/**
 * The API's refusals, one catalogue per feature (`<feature>/errors.ts`, decision 0051): each entry names its code on
 * the wire once, with its HTTP status and its words from the message catalogue. The API refuses with entries only;
 * the web compares the codes it handles to the same entries.
 */

/** An entry's words: fixed, or a function of what the refusal is about (its arguments come from the throw site). */
export type ErrorMessage = string | ((...args: never[]) => string);

declare const catalogued: unique symbol;

/** One refusal: `{ code: status, message, errorCodes: [code] }` on the wire, with this HTTP status. */
export interface ErrorEntry<Message extends ErrorMessage = ErrorMessage> {
  readonly status: number;
  readonly code: string;
  readonly message: Message;
  /** Only `defineErrors` makes entries: a refusal written in place does not typecheck. */
  readonly [catalogued]: true;
}

/** The arguments an entry's words take: none for fixed words. */
export type ErrorMessageArgs<Entry extends ErrorEntry> = Entry extends { readonly message: infer Message }
  ? Message extends (...args: infer Args) => string
    ? Args
    : []
  : never;

type Entries = Record<string, { readonly status: number; readonly code: string; readonly message: ErrorMessage }>;

/** A feature's catalogue: its entries by name, their codes and statuses kept as literal types. */
export function defineErrors<const Catalogue extends Entries>(entries: Catalogue): { readonly [Name in keyof Catalogue]: Catalogue[Name] & ErrorEntry<Catalogue[Name]["message"]> } {
  return entries as never;
}

/** The words of an entry, given its arguments. */
export function errorMessage<Entry extends ErrorEntry>(entry: Entry, ...args: ErrorMessageArgs<Entry>): string {
  return typeof entry.message === "function" ? entry.message(...(args as never[])) : entry.message;
}
