import { useEffect, useState, type ComponentType, type ReactNode } from "react";
import { isChunkLoadError, reloadAfterChunkError } from "../../lib/chunk-reload.ts";

export type OnDemandComponent<Props> = ((props: Props & { needed: boolean }) => ReactNode) & {
  /** Starts loading the code now (the user is about to need it); resolves to the component. */
  preload: () => Promise<ComponentType<Props>>;
};

/**
 * A component whose code is not part of the first load: `load` (a dynamic import) runs the first time the
 * component is rendered with `needed`, and from then on it stays mounted, so that a dialog closing still
 * animates and keeps its state. Before that, and while its code loads, it renders nothing. A chunk that no
 * longer exists (a new deployment) reloads the page, as a route's would.
 */
export function onDemand<Props extends object>(load: () => Promise<ComponentType<Props>>): OnDemandComponent<Props> {
  let loaded: ComponentType<Props> | undefined;
  let pending: Promise<ComponentType<Props>> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined;
        if (isChunkLoadError(error)) reloadAfterChunkError();
        throw error;
      },
    ));

  function OnDemand({ needed, ...props }: Props & { needed: boolean }) {
    const [wanted, setWanted] = useState(needed);
    if (needed && !wanted) setWanted(true);
    const [Component, setComponent] = useState<ComponentType<Props> | undefined>(() => loaded);
    useEffect(() => {
      if (!wanted || Component) return;
      let current = true;
      preload().then(
        (component) => {
          if (current) setComponent(() => component);
        },
        () => undefined,
      );
      return () => {
        current = false;
      };
    }, [wanted, Component]);
    return wanted && Component ? <Component {...(props as Props)} /> : null;
  }
  return Object.assign(OnDemand, { preload });
}
