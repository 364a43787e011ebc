import { afterEach } from "vitest";
import { cleanup, configure } from "@testing-library/react";
import { resetWallet } from "../wallet/wallet-loader.ts";

// findBy*/waitFor give up after 1 s by default; a lazy route compiled on first import under a loaded CI
// machine can take longer. Waiting longer changes nothing when the page is right.
configure({ asyncUtilTimeout: 10_000 });

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

afterEach(() => {
  cleanup();
  // The wallet layer is one per page: each test starts without a wallet module or a connection.
  resetWallet();
  localStorage.clear();
  sessionStorage.clear();
});
