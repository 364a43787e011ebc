import autocannon from "autocannon";

export interface Figures {
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
}

/** Loads one URL with `connections` concurrent clients for `seconds`, as autocannon measures it. */
export async function measure(url: string, options: { connections: number; seconds: number; headers?: Record<string, string> }): Promise<Figures> {
  const result = await autocannon({ url, connections: options.connections, duration: options.seconds, headers: options.headers });
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99, non2xx: result.non2xx };
}
