/** Reloads the page (its own module so tests can observe it: the test DOM does not navigate). */
export function reloadPage(): void {
  window.location.reload();
}
