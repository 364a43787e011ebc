import { apiRequest, type ApiRequestOptions } from "./api-client.ts";

/** A call of the pawn-crypto service (spec §7): its data, the envelope taken off. */
export async function pawnRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  return (await apiRequest<T>(`/pawn${path}`, options)).data;
}
