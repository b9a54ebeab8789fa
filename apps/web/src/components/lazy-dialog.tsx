import { type ComponentType, lazy, Suspense, useEffect, useState } from "react";
import { QuietBoundary } from "./QuietBoundary";

/**
 * A dialog whose code (its form, date pickers, schemas) loads the first time it opens rather than
 * with the screen beneath it. `openProp` is the prop that is `null` while the dialog is closed.
 * Once loaded it stays mounted, so it animates closed; and it mounts closed before it opens, so the
 * first opening animates like the others.
 */
export function lazyDialog<P extends object, K extends keyof P>(
  load: () => Promise<ComponentType<P>>,
  openProp: K,
): ComponentType<P> {
  const Dialog = lazy(async () => {
    const Loaded = await load();
    function OpenedAfterMount(props: P) {
      const [mounted, setMounted] = useState(false);
      useEffect(() => setMounted(true), []);
      return <Loaded {...props} {...(mounted ? {} : { [openProp]: null })} />;
    }
    return { default: OpenedAfterMount };
  });
  return function LazyDialog(props: P) {
    const open = props[openProp] !== null;
    const [wanted, setWanted] = useState(open);
    if (open && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <QuietBoundary>
        <Suspense fallback={null}>
          <Dialog {...props} />
        </Suspense>
      </QuietBoundary>
    );
  };
}
