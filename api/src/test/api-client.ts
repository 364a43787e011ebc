import type { LocalAccount } from "viem";
import { openStream, type TestStream } from "./event-stream.ts";

interface Envelope<T> {
  code: number;
  data: T;
  message?: string;
  errorCodes?: string[];
}

/** A refused call: the status and the error codes the API answered. */
export class ApiRefusal extends Error {
  override name = "ApiRefusal";
  constructor(
    readonly status: number,
    readonly errorCodes: string[],
    message: string,
  ) {
    super(message);
  }
}

/**
 * A client of a running API process over HTTP, as the web app calls it: JSON in and out, the envelope's
 * `data` answered; a refusal throws an ApiRefusal. With a token, calls carry it as a bearer.
 */
export class ApiClient {
  constructor(
    readonly baseUrl: string,
    readonly token?: string,
  ) {}

  get<T>(path: string): Promise<T> {
    return this.call<T>("GET", path);
  }

  put<T>(path: string, body?: unknown): Promise<T> {
    return this.call<T>("PUT", path, body);
  }

  post<T>(path: string, body?: unknown): Promise<T> {
    return this.call<T>("POST", path, body);
  }

  async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { accept: "application/json" };
    if (body !== undefined) headers["content-type"] = "application/json";
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    const response = await fetch(`${this.baseUrl}/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const payload = (await response.json().catch(() => null)) as Envelope<T> | null;
    if (!response.ok || !payload) {
      throw new ApiRefusal(response.status, payload?.errorCodes ?? [], `${method} ${path} answered ${response.status}: ${JSON.stringify(payload)}`);
    }
    return payload.data;
  }

  /** The caller's notification stream (Server-Sent Events), opened with a one-time ticket as the web app does. */
  async openNotifications(): Promise<TestStream> {
    const { ticket } = await this.post<{ ticket: string }>("/user/notify/stream-ticket");
    return openStream(`${this.baseUrl}/api/user/notify/stream?ticket=${encodeURIComponent(ticket)}`);
  }
}

/**
 * Signs in through the real wallet login: the server's one-time message, signed by the wallet. The account
 * holding the wallet is created (and activated) at its first sign-in.
 */
export async function signInWithWallet(baseUrl: string, wallet: LocalAccount): Promise<ApiClient> {
  const anonymous = new ApiClient(baseUrl);
  const message = await anonymous.get<string>(`/user/users/nonce?walletAddress=${wallet.address}`);
  const signature = await wallet.signMessage({ message });
  const session = await anonymous.post<{ access_token: string }>("/user/users/login", { walletAddress: wallet.address, signature });
  return new ApiClient(baseUrl, session.access_token);
}
