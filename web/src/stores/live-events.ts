import { useEffect, useRef } from "react";

/**
 * Live events from the server's stream (`live` events of GET notify/stream): a topic and the id of what changed,
 * e.g. ("negotiation", 12). The stream publishes them here; a page showing that thing subscribes and reads it again.
 */
type Listener = (id: number) => void;

const listeners = new Map<string, Set<Listener>>();

export function publishLiveEvent(topic: string, id: number): void {
  for (const listener of listeners.get(topic) ?? []) listener(id);
}

export function subscribeLiveEvent(topic: string, listener: Listener): () => void {
  const set = listeners.get(topic) ?? new Set<Listener>();
  set.add(listener);
  listeners.set(topic, set);
  return () => {
    set.delete(listener);
    if (set.size === 0) listeners.delete(topic);
  };
}

/** Calls `onEvent` for each live event of `topic` while the component is mounted. */
export function useLiveEvent(topic: string, onEvent: Listener): void {
  const latest = useRef(onEvent);
  useEffect(() => {
    latest.current = onEvent;
  });
  useEffect(() => subscribeLiveEvent(topic, (id) => latest.current(id)), [topic]);
}
