import type { ReactElement } from "react";
import { render } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router";

/** Renders terms UI with what it needs around it: a fresh query client and a router. */
export function renderTerms(ui: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={["/pawn"]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}
