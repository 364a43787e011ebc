import { useSyncExternalStore } from "react";

export interface Store<State> {
  get: () => State;
  set: (update: (state: State) => State) => void;
  subscribe: (listener: () => void) => () => void;
}

/** A minimal external store: plain functions to change it from anywhere, a hook to read it in React. */
export function createStore<State>(initial: State): Store<State> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set: (update) => {
      state = update(state);
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Reads a slice of a store; `select` must return a value already held in the state (no new objects). */
export function useStore<State, Slice>(store: Store<State>, select: (state: State) => Slice): Slice {
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.get()),
    () => select(store.get()),
  );
}
