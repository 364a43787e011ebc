import type { LocalAccount } from "viem";

interface Envelope<T> {
  data: T;
  message?: string;
}

/** A call the API refused, with its status: the seed tells "not there" (404) from a broken step. */
export class ApiRefusal extends Error {
  override name = "ApiRefusal";
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** A client of the API over HTTP, as the web app calls it: JSON in, the envelope's `data` out. */
export interface DemoApi {
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
  put<T>(path: string, body?: unknown): Promise<T>;
  /** A multipart/form-data POST (an upload), as a browser's form sends it. */
  postForm<T>(path: string, form: FormData): Promise<T>;
}

/** Calls `${baseUrl}/api${path}`; a refusal throws with the API's answer, so a broken seed says what the API said. */
export function demoApi(baseUrl: string, token?: string): DemoApi {
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const headers: Record<string, string> = { accept: "application/json" };
    // A form sets its own content type (with its boundary); anything else goes as JSON.
    if (body !== undefined && !(body instanceof FormData)) headers["content-type"] = "application/json";
    if (token) headers.authorization = `Bearer ${token}`;
    const payload = body === undefined || body instanceof FormData ? body : JSON.stringify(body);
    const response = await fetch(`${baseUrl}/api${path}`, { method, headers, body: payload });
    const answer = (await response.json().catch(() => null)) as Envelope<T> | null;
    if (!response.ok || !answer) throw new ApiRefusal(response.status, `${method} ${path} answered ${response.status}: ${JSON.stringify(answer)}`);
    return answer.data;
  };
  return {
    get: (path) => call("GET", path),
    post: (path, body) => call("POST", path, body),
    put: (path, body) => call("PUT", path, body),
    postForm: (path, form) => call("POST", path, form),
  };
}

/** The wallet login (the server's one-time message, signed): the account holding the wallet is created at its first sign-in. */
export async function signIn(baseUrl: string, wallet: LocalAccount): Promise<DemoApi> {
  const anonymous = demoApi(baseUrl);
  const message = await anonymous.get<string>(`/user/users/nonce?walletAddress=${wallet.address}`);
  const signature = await wallet.signMessage({ message });
  const session = await anonymous.post<{ access_token: string }>("/user/users/login", { walletAddress: wallet.address, signature });
  return demoApi(baseUrl, session.access_token);
}
