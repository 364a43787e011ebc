import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NOTIFICATIONS_MESSAGES } from "@openpawn/shared/notifications/messages";
import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { setToken } from "../../../stores/auth.ts";
import { renderRoute } from "../../../test/render-route.tsx";
import { FakeNotifyApi, record } from "../test/fake-notify-api.ts";

// Pages load lazily through the router: give the first look time on a busy machine.
configure({ asyncUtilTimeout: 5000 });

let api: FakeNotifyApi;

beforeEach(() => {
  setToken("token");
  // 1 HOT unread, 2 ACTIVITIES unread, 1 WARNING read, 1 NEW_SYSTEM unread.
  api = new FakeNotifyApi([
    record(1, { type: 1 }),
    record(2, { type: 2 }),
    record(3, { type: 2 }),
    record(4, { type: 4, is_readed: true }),
    record(5, { type: 3 }),
  ]);
  vi.stubGlobal("fetch", api.fetch);
});

afterEach(() => vi.unstubAllGlobals());

async function renderPage(path = "/noti") {
  const view = renderRoute(path);
  await screen.findByRole("heading", { level: 1, name: "Notifications" });
  return view;
}

/** The items of the notification list (named after its filter), not the page's other lists. */
function items(filter = "All") {
  return within(screen.getByRole("list", { name: filter })).queryAllByRole("listitem");
}

function tab(name: string) {
  return screen.getByRole("tab", { name: new RegExp(`^${name}`) });
}

async function unreadOf(name: string): Promise<string | null> {
  await screen.findAllByRole("tab");
  return within(tab(name)).queryByTestId(/^unread-/)?.textContent ?? null;
}

describe("/noti", { timeout: 20_000 }, () => {
  it("asks a visitor to log in", async () => {
    localStorage.clear();
    renderRoute("/noti");
    expect(await screen.findByText("Please log in to see your notifications.")).toBeTruthy();
    expect(api.callsTo("GET", "/user/notify")).toHaveLength(0);
  });

  it("shows the filters with their unread counts, and a page of 10 of every type", async () => {
    await renderPage();
    expect(screen.getAllByRole("tab").map((each) => each.textContent?.replace(/\d+$/, ""))).toEqual(["All", "Hot", "Activities", "New system", "Warning"]);
    await waitFor(() => expect(within(tab("All")).getByTestId("unread-ALL").textContent).toBe("4"));
    // The page says what its figures count, and how the bell's badge differs.
    expect(screen.getByText(NOTIFICATIONS_MESSAGES.countsExplained)).toBeTruthy();
    expect(await unreadOf("Hot")).toBe("1");
    expect(await unreadOf("Activities")).toBe("2");
    expect(await unreadOf("Warning")).toBeNull();
    expect(Object.fromEntries(api.callsTo("GET", "/user/notify").at(-1)!.query)).toEqual({ notiType: "0", isReaded: "-1", page: "0", size: "10" });
    // The list mounts in a deferred render after the data arrives.
    await waitFor(() => expect(items()).toHaveLength(5));
  });

  it("filters by type, and reading one drops the counts of its type and of ALL", async () => {
    const { router } = await renderPage();
    await waitFor(() => expect(within(tab("Activities")).getByTestId("unread-ACTIVITIES").textContent).toBe("2"));
    await userEvent.click(tab("Activities"));
    await waitFor(() => expect(router.state.location.search).toBe("?type=ACTIVITIES"));
    await waitFor(() => expect(items("Activities")).toHaveLength(2));
    expect(api.callsTo("GET", "/user/notify").at(-1)!.query.get("notiType")).toBe("2");

    await userEvent.click(screen.getByRole("button", { name: /Notification 2/ }));
    await waitFor(() => expect(within(tab("Activities")).getByTestId("unread-ACTIVITIES").textContent).toBe("1"));
    expect(within(tab("All")).getByTestId("unread-ALL").textContent).toBe("3");
    expect(api.callsTo("PUT", "/user/notify/2")).toHaveLength(1);
    const opened = screen.getByRole("button", { name: /Notification 2/ });
    expect(opened.getAttribute("aria-current")).toBe("true");
    expect(await screen.findByRole("link", { name: "Go to details" })).toBeTruthy();
  });

  it("opens ?idOpen=<id>: shown open and marked read", async () => {
    await renderPage("/noti?idOpen=5");
    await waitFor(() => expect(api.callsTo("PUT", "/user/notify/5")).toHaveLength(1));
    expect((await screen.findByRole("button", { name: /Notification 5/ })).getAttribute("aria-current")).toBe("true");
    await waitFor(() => expect(within(tab("All")).getByTestId("unread-ALL").textContent).toBe("3"));
    expect(await unreadOf("New system")).toBeNull();
  });

  it("marks every notification of the current type read", async () => {
    await renderPage("/noti?type=ACTIVITIES");
    await waitFor(() => expect(within(tab("Activities")).getByTestId("unread-ACTIVITIES").textContent).toBe("2"));
    await userEvent.click(screen.getByRole("button", { name: "Mark all as read" }));
    await waitFor(() => expect(within(tab("Activities")).queryByTestId("unread-ACTIVITIES")).toBeNull());
    expect(api.callsTo("PUT", "/user/notify").at(-1)!.query.get("notiType")).toBe("2");
    expect(within(tab("All")).getByTestId("unread-ALL").textContent).toBe("2");
    expect(items("Activities").map((item) => item.getAttribute("data-unread"))).toEqual(["false", "false"]);
  });

  it("deletes the notifications of the current type after confirmation", async () => {
    await renderPage("/noti?type=HOT");
    await waitFor(() => expect(items("Hot")).toHaveLength(1));
    await userEvent.click(screen.getByRole("button", { name: "Delete all" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("All your notifications of type Hot will be deleted. Do you want to continue?")).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("No notification")).toBeTruthy();
    expect(api.callsTo("DELETE", "/user/notify").at(-1)!.query.get("notiType")).toBe("1");
    expect(api.notifications.map((each) => each.id)).toEqual([2, 3, 4, 5]);
  });

  it("keeps everything when the deletion is cancelled", async () => {
    await renderPage();
    await userEvent.click(screen.getByRole("button", { name: "Delete all" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(api.callsTo("DELETE", "/user/notify")).toHaveLength(0);
  });

  it("pages through more than 10", async () => {
    api.notifications = Array.from({ length: 13 }, (_, index) => record(index + 1));
    const { router } = await renderPage();
    await waitFor(() => expect(items()).toHaveLength(10));
    await userEvent.click(screen.getByRole("button", { name: "Go to page 2" }));
    await waitFor(() => expect(items()).toHaveLength(3));
    expect(router.state.location.search).toBe("?page=2");
    expect(api.callsTo("GET", "/user/notify").at(-1)!.query.get("page")).toBe("1");
  });

  it("shows an error with a retry when the list cannot be read", async () => {
    api.fail.add("/user/notify");
    renderRoute("/noti");
    const retry = await screen.findByRole("button", { name: "Retry" }, { timeout: 10_000 });
    expect(screen.getByText("Could not load your notifications. Please try again.")).toBeTruthy();
    api.fail.delete("/user/notify");
    await userEvent.click(retry);
    await waitFor(() => expect(items()).toHaveLength(5));
  });
});
