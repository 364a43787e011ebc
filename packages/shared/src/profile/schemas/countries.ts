import { z } from "zod";
import { PROFILE_API_MESSAGES } from "../messages.ts";

const M = PROFILE_API_MESSAGES;

/** A country: ISO 3166-1 alpha-2 code and English name. */
export const countrySchema = z.object({ id: z.number().int(), code: z.string(), name: z.string() });

/** GET countries/{id}: an id that cannot name a country is refused like an unknown one. */
export const countryIdParamsSchema = z.object({
  id: z.coerce.number({ error: M.countryNotFound }).int(M.countryNotFound).positive(M.countryNotFound).max(2_147_483_647, M.countryNotFound),
});
