type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/**
 * JSON with every object's keys in UTF-16 code-unit order at every depth and no whitespace (as RFC 8785 orders them): the
 * same metadata always serializes to the same bytes, so it always gets the same CID. Numbers and strings are written
 * as JSON.stringify writes them; undefined members are left out.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value as Json));
}

function sortKeys(value: Json): Json {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== "object") return value;
  const sorted: { [key: string]: Json } = {};
  for (const key of Object.keys(value).sort()) {
    const member = value[key];
    if (member !== undefined) sorted[key] = sortKeys(member);
  }
  return sorted;
}
