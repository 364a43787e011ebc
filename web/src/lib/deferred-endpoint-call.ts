import type { AnswerOf, Endpoint } from "@openpawn/shared/common/endpoint";
import type { CallArgs } from "./endpoint-call.ts";

/**
 * callEndpoint for the modules of the first load (the shell: layouts, header, session) and what they import: the
 * catalogue, its schemas and zod load with the first call rather than before the first paint (decision 0019).
 * `load` imports the catalogue dynamically; the answer is `call(name, input)`, typed as callEndpoint's, e.g.
 * `deferredCalls(async () => (await import("@openpawn/shared/accounts/endpoints")).ACCOUNTS_ENDPOINTS)("wallets")`.
 */
export function deferredCalls<Catalogue extends Readonly<Record<string, Endpoint>>>(load: () => Promise<Catalogue>) {
  return async <Name extends keyof Catalogue & string>(name: Name, ...input: CallArgs<Catalogue[Name]>): Promise<AnswerOf<Catalogue[Name]>> => {
    const [catalogue, { callEndpoint }] = await Promise.all([load(), import("./endpoint-call.ts")]);
    return callEndpoint(catalogue[name] as Catalogue[Name], ...input);
  };
}
