import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { MESSAGES } from "@openpawn/shared/messages";
import { ApiError, ok } from "../../../lib/response.ts";
import { findCountry, listCountries } from "../../../features/countries/countries.ts";

const M = MESSAGES.userProfile;
const countryId = z.coerce.number({ error: M.countryNotFound }).int(M.countryNotFound).positive(M.countryNotFound).max(2_147_483_647, M.countryNotFound);

/** GET countries (all, by name) and GET countries/{id}: {id, code (ISO 3166-1 alpha-2), name}. */
const countryRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  app.get("/countries", async () => ok(await listCountries(db)));
  app.get("/countries/:id", async (request) => {
    const country = await findCountry(db, countryId.parse((request.params as { id: string }).id));
    if (!country) throw new ApiError(404, "user.country.not-found", M.countryNotFound);
    return ok(country);
  });
};

export default countryRoutes;
