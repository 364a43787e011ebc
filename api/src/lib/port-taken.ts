/** A port the API would listen on is taken: the message says which, and the variable that moves it. */
export class PortTakenError extends Error {
  override name = "PortTakenError";
}

/** Whether a listen failed because something else listens there. */
export const isAddressInUse = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === "EADDRINUSE";
