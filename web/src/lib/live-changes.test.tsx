import { afterEach, describe, expect, it, vi } from "vitest";
import { render } from "@testing-library/react";
import { useLiveChanges } from "./live-changes.ts";
import type { LiveChange } from "@openpawn/shared/common/live-changes";
import { FakeEventSource } from "../test/fake-event-source.ts";

function Watcher({ changes, onChange }: { changes: LiveChange[]; onChange: () => void }) {
  useLiveChanges(changes, onChange);
  return null;
}

const live = () => FakeEventSource.live();

describe("live changes in the web app", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeEventSource.opened = [];
  });

  it("opens one stream for every page's topics, and tells each page of its own things only", async () => {
    vi.stubGlobal("EventSource", FakeEventSource);
    const auctionPage = vi.fn();
    const collateralPage = vi.fn();
    const view = render(
      <>
        <Watcher changes={[{ kind: "auction", id: 5 }]} onChange={auctionPage} />
        <Watcher changes={[{ kind: "collateral", id: 9 }, { kind: "auction", id: 5 }]} onChange={collateralPage} />
      </>,
    );
    await vi.waitFor(() => expect(live()).toHaveLength(1));
    const [stream] = live();
    expect(stream?.url).toBe("/api/live?topics=auction:5,collateral:9");
    stream?.changed("collateral:9");
    expect(collateralPage).toHaveBeenCalledTimes(1);
    expect(auctionPage).not.toHaveBeenCalled();
    stream?.changed("auction:5");
    expect(auctionPage).toHaveBeenCalledTimes(1);
    expect(collateralPage).toHaveBeenCalledTimes(2);
    stream?.changed("auction:6");
    stream?.changed("*");
    expect([auctionPage.mock.calls.length, collateralPage.mock.calls.length]).toEqual([2, 4]);

    view.unmount();
    await vi.waitFor(() => expect(live()).toHaveLength(0));
  });

  it("opens the stream again when a page starts watching something else", async () => {
    vi.stubGlobal("EventSource", FakeEventSource);
    const onChange = vi.fn();
    const view = render(<Watcher changes={[{ kind: "nft", id: 1 }]} onChange={onChange} />);
    await vi.waitFor(() => expect(live().map((source) => source.url)).toEqual(["/api/live?topics=nft:1"]));
    view.rerender(<Watcher changes={[{ kind: "nft", id: 2 }]} onChange={onChange} />);
    await vi.waitFor(() => expect(live().map((source) => source.url)).toEqual(["/api/live?topics=nft:2"]));
    live()[0]?.changed("nft:2");
    expect(onChange).toHaveBeenCalledTimes(1);
    view.unmount();
    await vi.waitFor(() => expect(live()).toHaveLength(0));
  });
});
