import { afterEach, expect } from "vitest";
import { driftedAnswers } from "./mock-api.ts";
import { cleanup, configure } from "@testing-library/react";
import { resetWallet } from "../wallet/wallet-loader.ts";

// findBy*/waitFor give up after 1 s by default; a lazy route compiled on first import under a loaded CI
// machine can take longer. Waiting longer changes nothing when the page is right.
configure({ asyncUtilTimeout: 10_000 });
// vi.waitFor has no such setting (it gives up after 1 s): tests pass it { timeout: 10_000 } for the same reason.

/**
 * Width queries are answered from window.innerWidth (1024 unless a test resizes it), the way tests resize it,
 * so MUI's useMediaQuery sees the screen a browser of that width would.
 */
function matchesWidthQuery(query: string): boolean {
  const width = window.innerWidth;
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
}

window.matchMedia = (query: string): MediaQueryList => ({
  media: query,
  matches: matchesWidthQuery(query),
  onchange: null,
  addListener: () => undefined,
  removeListener: () => undefined,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  dispatchEvent: () => false,
});

// happy-dom has an IntersectionObserver that never reports anything in view, which would keep sections drawn only
// near the viewport (when-near-viewport.tsx) from ever rendering: tests take the path of a browser without one.
Reflect.deleteProperty(globalThis, "IntersectionObserver");

// happy-dom's fetch and EventSource reach real servers (whatever listens on localhost), so a test would depend on
// what else runs on the machine. A test's API is the one it mocks (mockApi stubs fetch; notification tests stub
// EventSource): anything else fails at once, as with no server.
globalThis.fetch = async (input) => {
  throw new TypeError(`A request the test did not mock: ${input instanceof Request ? input.url : String(input)}`);
};
Reflect.deleteProperty(globalThis, "EventSource");

afterEach(() => {
  const drifted = driftedAnswers.splice(0);
  expect(drifted, "mocked answers the endpoints' answer schemas refuse").toEqual([]);
  cleanup();
  // The wallet layer is one per page: each test starts without a wallet module or a connection.
  resetWallet();
  localStorage.clear();
  sessionStorage.clear();
});
