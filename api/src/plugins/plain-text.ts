import fp from "fastify-plugin";
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter } from "@openpawn/shared/plain-text";
import { PLATFORM_ERRORS } from "@openpawn/shared/platform/errors";
import { ApiError } from "../lib/response.ts";

/** Whether any string in a parsed body, query or path (at any depth) holds a control character. */
function holdsControlCharacter(value: unknown): boolean {
  if (typeof value === "string") return hasControlCharacter(value);
  if (Array.isArray(value)) return value.some(holdsControlCharacter);
  if (value !== null && typeof value === "object") return Object.values(value).some(holdsControlCharacter);
  return false;
}

/**
 * One rule for every route's text: a control character (tab, newline and carriage return aside) is refused with a
 * 400 before any schema or query sees it. A NUL reaching PostgreSQL was a 500 on nine routes. Uploaded files come
 * as multipart streams, which this does not read.
 */
export default fp(
  async (app) => {
    app.addHook("preValidation", async (request) => {
      if ([request.params, request.query, request.body].some(holdsControlCharacter)) {
        throw new ApiError(PLATFORM_ERRORS.invalidInput, CONTROL_CHARACTER_MESSAGE);
      }
    });
  },
  { name: "plain-text" },
);
