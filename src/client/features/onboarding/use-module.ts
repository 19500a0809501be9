import { useEffect, useState } from 'react';

/**
 * Loads a code-split module once it is wanted and returns it when it has arrived. Unlike React.lazy there
 * is no Suspense step, so an overlay appears the moment its timer fires if its code is already here (the
 * spec's timings hold), and a module that failed to load leaves its overlay hidden rather than the page.
 */
export function useModule<M>(load: () => Promise<M>, wanted: boolean): M | null {
  const [module, setModule] = useState<M | null>(null);
  useEffect(() => {
    if (!wanted || module) return;
    let live = true;
    load().then(
      (loaded) => live && setModule(() => loaded),
      (error: unknown) => console.error('A first-run overlay could not be loaded', error),
    );
    return () => {
      live = false;
    };
  }, [load, wanted, module]);
  return module;
}
