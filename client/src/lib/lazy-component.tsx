import { type ComponentType, use } from 'react';
import { onDemand } from './on-demand.ts';

/**
 * Like React.lazy, for a component whose chunk may have arrived already (fetched ahead, as the
 * dashboard is beside the signed-in shell): it then renders at once. React.lazy would suspend for a
 * moment even then, show its fallback, and hold the page back by React's reveal throttle (300 ms).
 * `preload()` fetches it ahead. A chunk that failed to load is tried again on the next render.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> & { preload: () => Promise<ComponentType<P>> } {
  const preload = onDemand(load);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per screen at module load (as React.lazy makes its components), never while rendering.
  function LazyComponent(props: P) {
    const Loaded = use(preload());
    return <Loaded {...props} />;
  }
  return Object.assign(LazyComponent, { preload });
}
