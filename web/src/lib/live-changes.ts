import { useEffect, useRef } from "react";
import { useQuery, type QueryKey, type UseQueryOptions } from "@tanstack/react-query";
import { liveTopic, MAX_LIVE_TOPICS, parseLiveTopic, type LiveChange } from "@openpawn/shared/common/live-changes";
import { PLATFORM_ENDPOINTS } from "@openpawn/shared/platform/endpoints";
import { publishLiveEvent, subscribeLiveEvent } from "../stores/live-events.ts";

/**
 * The index's changes to the public things this tab shows (GET /api/live): one EventSource for the whole tab,
 * opened again with the new set of topics when pages start or stop watching, each `changed` event published on
 * the live-event bus as (kind, id). A query that watches a thing still refreshes now and then on its own
 * (LIVE_FALLBACK_MS), for the moments the stream is down.
 */
export const LIVE_FALLBACK_MS = 60_000;
/** Pages mounting together (a list and its rows) ask once. */
const REOPEN_DELAY_MS = 50;

const watched = new Map<string, number>();
let source: EventSource | null = null;
let openTopics = "";
let reopenTimer: ReturnType<typeof setTimeout> | undefined;

function reopen(): void {
  clearTimeout(reopenTimer);
  reopenTimer = setTimeout(() => {
    const topics = [...watched.keys()].sort().slice(0, MAX_LIVE_TOPICS).join(",");
    if (topics === openTopics && source) return;
    source?.close();
    source = null;
    openTopics = topics;
    if (topics === "" || typeof EventSource === "undefined") return;
    source = new EventSource(`/api${PLATFORM_ENDPOINTS.live.path}?topics=${topics}`);
    source.addEventListener("changed", (event) => {
      const { topic } = JSON.parse((event as MessageEvent<string>).data) as { topic: string };
      const changes = topic === "*" ? [...watched.keys()].map(parseLiveTopic) : [parseLiveTopic(topic)];
      for (const change of changes) if (change) publishLiveEvent(change.kind, change.id);
    });
  }, REOPEN_DELAY_MS);
}

/** Watches `change` until the returned function is called. */
export function watchLiveChange(change: LiveChange): () => void {
  const topic = liveTopic(change);
  watched.set(topic, (watched.get(topic) ?? 0) + 1);
  reopen();
  return () => {
    const count = (watched.get(topic) ?? 1) - 1;
    if (count > 0) watched.set(topic, count);
    else watched.delete(topic);
    reopen();
  };
}

/** Calls `onChange` each time one of `changes` changes, while the component is mounted. */
export function useLiveChanges(changes: readonly LiveChange[], onChange: () => void): void {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  const topics = [...new Set(changes.map(liveTopic))].sort().join(",");
  useEffect(() => {
    const wanted = topics === "" ? [] : topics.split(",");
    const stops = wanted.map((topic) => watchLiveChange(parseLiveTopic(topic) as LiveChange));
    const kinds = new Set(wanted.map((topic) => topic.split(":")[0] as string));
    const unsubscribes = [...kinds].map((kind) => subscribeLiveEvent(kind, (id) => wanted.includes(`${kind}:${id}`) && latest.current()));
    return () => [...stops, ...unsubscribes].forEach((stop) => stop());
  }, [topics]);
}

/**
 * A query of something the index changes: read again the moment the index says one of its things changed (`changes`,
 * from the query's key or from what it answered, e.g. the auctions a list shows), else every LIVE_FALLBACK_MS.
 */
export function useLiveQuery<Data, Key extends QueryKey>(
  options: UseQueryOptions<Data, Error, Data, Key>,
  changes: readonly LiveChange[] | ((data: Data) => readonly LiveChange[]),
) {
  const query = useQuery({ refetchInterval: LIVE_FALLBACK_MS, ...options });
  const watched = typeof changes === "function" ? (query.data === undefined ? [] : changes(query.data)) : changes;
  const { refetch } = query;
  useLiveChanges(watched, () => void refetch());
  return query;
}
