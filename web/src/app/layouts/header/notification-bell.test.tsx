import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { setToken } from "../../../stores/auth.ts";
import { renderRoute } from "../../../test/render-route.tsx";
import { JSDOM_DEFAULT_WIDTH, setScreenWidth } from "../../../test/set-screen-width.ts";
import { FakeNotifyApi, record } from "../../../features/notifications/test/fake-notify-api.ts";

// Pages load lazily through the router: give the first look time on a busy machine.
configure({ asyncUtilTimeout: 5000 });

let api: FakeNotifyApi;

beforeEach(() => {
  setScreenWidth(1280);
  setToken("token");
  api = new FakeNotifyApi();
  vi.stubGlobal("fetch", api.fetch);
});

afterEach(() => {
  vi.unstubAllGlobals();
  setScreenWidth(JSDOM_DEFAULT_WIDTH);
});

async function openBell() {
  const view = renderRoute("/");
  const header = await screen.findByRole("banner");
  const bell = await within(header).findByRole("button", { name: /^Notifications/ });
  return { ...view, header, bell };
}

describe("the notification bell and its dropdown", { timeout: 20_000 }, () => {
  it("shows no bell to a visitor", async () => {
    localStorage.clear();
    renderRoute("/");
    const header = await screen.findByRole("banner");
    await screen.findByRole("heading", { level: 1 });
    expect(within(header).queryByRole("button", { name: /^Notifications/ })).toBeNull();
  });

  it("badges the new count; opening clears it (PUT notify/new) before reading the count and the list again", async () => {
    api.notifications = [record(1), record(2), record(3)];
    api.newCount = 3;
    const { header } = await openBell();
    const bell = await within(header).findByRole("button", { name: "Notifications (3 new)" });
    // Its hint says what the badge counts, which is not the centre's unread figures.
    expect(bell.getAttribute("title")).toBe("3 new since you last opened your notifications");
    await userEvent.click(bell);
    // The open dropdown hides the rest of the page from assistive technologies: look behind it.
    await within(header).findByRole("button", { name: "Notifications", hidden: true });
    expect(api.callsTo("PUT", "/user/notify/new")).toHaveLength(1);
    await waitFor(() => {
      const put = api.calls.findIndex((call) => call.method === "PUT" && call.path === "/user/notify/new");
      const after = api.calls.slice(put + 1).map((call) => `${call.method} ${call.path}`);
      expect(after).toContain("GET /user/notify/new");
      expect(after).toContain("GET /user/notify");
    });
  });

  it("shows a skeleton while the list loads", async () => {
    api.hang.add("/user/notify");
    const { bell } = await openBell();
    await userEvent.click(bell);
    expect(await screen.findByRole("status", { name: "Loading notifications" })).toBeTruthy();
  });

  it("says 'No notification' when there is none, and 'View all' goes to /noti", async () => {
    const { bell, router } = await openBell();
    await userEvent.click(bell);
    const dropdown = await screen.findByRole("dialog", { name: "Notifications" });
    expect(await within(dropdown).findByText("No notification")).toBeTruthy();
    await userEvent.click(within(dropdown).getByRole("link", { name: "View all" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/noti"));
  });

  it("lists the latest 6 of all types, read and unread, page 0, unread ones highlighted", async () => {
    api.notifications = Array.from({ length: 8 }, (_, index) => record(index + 1, { is_readed: index % 2 === 1, type: (index % 4) + 1 }));
    const { bell } = await openBell();
    await userEvent.click(bell);
    const dropdown = await screen.findByRole("dialog", { name: "Notifications" });
    const items = await within(dropdown).findAllByRole("listitem");
    expect(items).toHaveLength(6);
    expect(items.map((item) => within(item).getByText(/^Notification \d+$/).textContent)).toEqual([1, 2, 3, 4, 5, 6].map((id) => `Notification ${id}`));
    const list = api.callsTo("GET", "/user/notify").at(-1)!;
    expect(Object.fromEntries(list.query)).toEqual({ notiType: "0", isReaded: "-1", page: "0", size: "6" });
    expect(items.map((item) => item.getAttribute("data-unread"))).toEqual(["true", "false", "true", "false", "true", "false"]);
    expect(within(items[0]!).getByText("Unread")).toBeTruthy();
    expect(within(items[1]!).queryByText("Unread")).toBeNull();
    expect(within(items[0]!).getByText(/ago|just now/)).toBeTruthy();
  });

  it("marks a clicked notification read (PUT notify/{id}) and opens its link", async () => {
    api.notifications = [record(7, { link: "/inventory/collateral/7" })];
    const { bell, router } = await openBell();
    await userEvent.click(bell);
    const dropdown = await screen.findByRole("dialog", { name: "Notifications" });
    await userEvent.click(await within(dropdown).findByRole("button", { name: /Notification 7/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/inventory/collateral/7"));
    expect(api.callsTo("PUT", "/user/notify/7")).toHaveLength(1);
    expect(api.notifications[0]!.is_readed).toBe(true);
  });
});
