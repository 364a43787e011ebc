import { describe, expect, it, vi } from "vitest";
import { act, render, screen } from "@testing-library/react";
import { onDemand } from "./on-demand.tsx";

function Greeting({ name }: { name: string }) {
  return <p>hello {name}</p>;
}

describe("onDemand", () => {
  it("loads nothing until needed, then renders the loaded component and keeps it mounted", async () => {
    const load = vi.fn(async () => Greeting);
    const LazyGreeting = onDemand(load);
    const view = render(<LazyGreeting needed={false} name="Ann" />);
    expect(load).not.toHaveBeenCalled();
    expect(view.container.textContent).toBe("");

    view.rerender(<LazyGreeting needed name="Ann" />);
    expect(await screen.findByText("hello Ann")).toBeTruthy();
    // No longer needed (a dialog closing): still mounted, with new props.
    view.rerender(<LazyGreeting needed={false} name="Bob" />);
    expect(screen.getByText("hello Bob")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("loads once for every instance, and renders at once when already loaded", async () => {
    const load = vi.fn(async () => Greeting);
    const LazyGreeting = onDemand(load);
    await act(() => LazyGreeting.preload());
    render(<LazyGreeting needed name="Cy" />);
    expect(screen.getByText("hello Cy")).toBeTruthy();
    render(<LazyGreeting needed name="Di" />);
    expect(screen.getByText("hello Di")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries again after a failed load", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(Greeting);
    const LazyGreeting = onDemand<{ name: string }>(load);
    await expect(LazyGreeting.preload()).rejects.toThrow("offline");
    render(<LazyGreeting needed name="Ed" />);
    expect(await screen.findByText("hello Ed")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
