import type { ReactNode } from "react";
import { createPortal } from "react-dom";

/**
 * What the printer gets, put directly under <body> so no dialog's scrolling or positioning can
 * clip it; hidden on screen (see print.css).
 */
export function PrintOnly({ children }: { children: ReactNode }) {
  return createPortal(<div className="print-only">{children}</div>, document.body);
}
