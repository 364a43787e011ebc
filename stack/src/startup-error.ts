/** A start-up that cannot go on for a reason the user can fix: `npm start` prints the sentence alone, no stack trace. */
export class StartupError extends Error {
  override name = "StartupError";
}
