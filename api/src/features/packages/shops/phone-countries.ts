import { getCountryCallingCode, isSupportedCountry } from "libphonenumber-js/min";
import type { Database } from "../../../db/client.ts";
import { listCountries } from "../../profile/public.ts";

export interface PhoneCountry {
  code: string;
  name: string;
  callingCode: string;
}

/** The countries a shop's phone number may be from: every listed country with a telephone calling code. */
export async function phoneCountries(db: Database): Promise<PhoneCountry[]> {
  const countries = await listCountries(db);
  return countries.flatMap(({ code, name }) => (isSupportedCountry(code) ? [{ code, name, callingCode: `+${getCountryCallingCode(code)}` }] : []));
}
