import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type BrowserContext } from "playwright-core";

const CHROMIUM_CANDIDATES = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

export function chromiumPath(): string {
  const found = CHROMIUM_CANDIDATES.find((candidate) => candidate && existsSync(candidate));
  if (!found) throw new Error("Chromium not found: install it (apt-get install -y chromium) or set CHROMIUM_PATH");
  return found;
}

export interface BrowserSession {
  context: BrowserContext;
  close(): Promise<void>;
}

/** A fresh headless Chromium profile; the flags keep it off the network this machine does not have. */
export async function launchBrowser(viewport = { width: 1280, height: 800 }): Promise<BrowserSession> {
  const profile = await mkdtemp(path.join(tmpdir(), "openpawn-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    headless: true,
    viewport,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  return {
    context,
    async close() {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}
