import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { PROFILE_ENDPOINTS as ENDPOINTS } from "@openpawn/shared/profile/endpoints";
import { PROFILE_ERRORS } from "@openpawn/shared/profile/errors";
import { ApiError, ok } from "../../../../lib/response.ts";
import { serve } from "../../../../lib/endpoint-route.ts";
import { findCountry, listCountries } from "../../countries/countries.ts";

/** GET countries (all, by name) and GET countries/{id}: {id, code (ISO 3166-1 alpha-2), name}. */
const countryRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  serve(app, ENDPOINTS.countries, {}, async () => ok(await listCountries(db)));
  serve(app, ENDPOINTS.country, {}, async (request) => {
    const country = await findCountry(db, request.params.id);
    if (!country) throw new ApiError(PROFILE_ERRORS.countryNotFound);
    return ok(country);
  });
};

export default countryRoutes;
