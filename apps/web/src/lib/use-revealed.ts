import { useDeferredValue } from "react";

/**
 * Whether content that just became ready may be drawn: false in the urgent render where `ready`
 * turned true, then true in a background render React can interrupt, so a long list arriving does
 * not hold a phone's main thread (and taps) while it renders. Once shown, content renders as usual.
 */
export function useRevealed(ready: boolean): boolean {
  return useDeferredValue(ready) && ready;
}
