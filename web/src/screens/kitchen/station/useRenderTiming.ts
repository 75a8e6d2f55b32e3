import { useLayoutEffect, useRef } from 'react';

/**
 * Measures each render of a component, from its body to its commit (children and DOM changes
 * included), as a `performance.measure` entry named `name`: what a busy screen costs to draw again.
 * The entries stay on the page for whoever reads them (the browser tests' figures, the DevTools).
 */
export function useRenderTiming(name: string): void {
  const started = useRef(0);
  // A ref written in render is the point: the time the render started, read at its commit.
  // eslint-disable-next-line react-hooks/refs, react-hooks/purity -- a timing, not a value rendered
  started.current = performance.now();
  useLayoutEffect(() => {
    performance.measure(name, { start: started.current, end: performance.now() });
    // Only the latest few matter; an open screen must not grow its timeline for ever.
    if (performance.getEntriesByName(name).length > 500) performance.clearMeasures(name);
  });
}
