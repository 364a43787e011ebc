import { afterEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, render, screen } from "@testing-library/react";
import { NEAR_VIEWPORT_MARGIN_PX, WhenNearViewport } from "./when-near-viewport.tsx";

/** A recorded IntersectionObserver: the test decides when the placeholder comes near. */
class RecordedObserver {
  static last: RecordedObserver | undefined;
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    RecordedObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  comeNear(isIntersecting: boolean) {
    act(() => this.callback([{ isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver));
  }
}

describe("WhenNearViewport", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    RecordedObserver.last = undefined;
  });

  it("holds the place until the section comes near the viewport, then renders it and stops observing", () => {
    vi.stubGlobal("IntersectionObserver", RecordedObserver);
    const { container } = render(
      <WhenNearViewport minHeight={240}>
        <p>Recent contracts</p>
      </WhenNearViewport>,
    );
    const observer = RecordedObserver.last!;
    expect(screen.queryByText("Recent contracts")).toBeNull();
    expect(observer.observed).toEqual([container.firstChild]);
    expect((container.firstChild as HTMLElement).style.minHeight).toBe("240px");
    expect(observer.options.rootMargin).toBe(`${NEAR_VIEWPORT_MARGIN_PX}px 0px`);

    observer.comeNear(false);
    expect(screen.queryByText("Recent contracts")).toBeNull();
    observer.comeNear(true);
    expect(screen.getByText("Recent contracts")).toBeTruthy();
    expect(observer.disconnected).toBe(true);
  });

  it("renders at once where the browser has no IntersectionObserver", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    render(
      <WhenNearViewport minHeight={240}>
        <p>Open collaterals</p>
      </WhenNearViewport>,
    );
    expect(screen.getByText("Open collaterals")).toBeTruthy();
  });
});
