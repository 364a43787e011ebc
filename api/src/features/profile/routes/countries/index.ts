import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { countryIdParamsSchema, countrySchema } from "@openpawn/shared/profile/schemas/countries";
import { okSchema } from "@openpawn/shared/common/envelope";
import { PROFILE_ERRORS } from "@openpawn/shared/profile/errors";
import { ApiError, ok } from "../../../../lib/response.ts";
import { findCountry, listCountries } from "../../countries/countries.ts";

/** GET countries (all, by name) and GET countries/{id}: {id, code (ISO 3166-1 alpha-2), name}. */
const countryRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.get("/countries", { schema: { response: { 200: okSchema(z.array(countrySchema)) } } }, async () => ok(await listCountries(db)));
  app.get("/countries/:id", { schema: { params: countryIdParamsSchema, response: { 200: okSchema(countrySchema) } } }, async (request) => {
    const country = await findCountry(db, request.params.id);
    if (!country) throw new ApiError(PROFILE_ERRORS.countryNotFound);
    return ok(country);
  });
};

export default countryRoutes;
