import { useEffect, useRef, useState, type ReactNode } from "react";

/** How far outside the visible area a section starts loading, so that it is ready when it scrolls in. */
export const NEAR_VIEWPORT_MARGIN_PX = 400;

/**
 * Renders `children` once their place comes within NEAR_VIEWPORT_MARGIN_PX of the viewport: a section below the
 * fold of a first page neither fetches nor mounts during the first load (decision 0019). Until then an empty block
 * of `minHeight` holds the place. A browser without IntersectionObserver renders the section at once.
 */
export function WhenNearViewport({ minHeight, children }: { minHeight: number; children: ReactNode }) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === "undefined");
  const placeholder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), {
      rootMargin: `${NEAR_VIEWPORT_MARGIN_PX}px 0px`,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return near ? children : <div ref={placeholder} style={{ minHeight }} aria-hidden="true" />;
}
