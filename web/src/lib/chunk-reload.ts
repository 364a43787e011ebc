/**
 * After a new deployment an old page asks for script chunks that no longer exist. Reloading fetches the
 * new build; the guard (once per 60 s, in sessionStorage) keeps a really broken chunk from looping.
 */

const LAST_RELOAD_KEY = "chunk-reload-at";
export const CHUNK_RELOAD_GUARD_MS = 60_000;

const CHUNK_ERROR_MESSAGES = [
  "Failed to fetch dynamically imported module", // Chromium
  "error loading dynamically imported module", // Firefox
  "Importing a module script failed", // Safari
  "Unable to preload CSS", // Vite
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === "ChunkLoadError" || CHUNK_ERROR_MESSAGES.some((text) => error.message.includes(text));
}

/** Reloads the page unless it did so less than 60 s ago; tells whether it reloaded. */
export function reloadAfterChunkError(reload: () => void = () => window.location.reload(), now = Date.now()): boolean {
  const last = Number(sessionStorage.getItem(LAST_RELOAD_KEY));
  if (last && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  sessionStorage.setItem(LAST_RELOAD_KEY, String(now));
  reload();
  return true;
}
