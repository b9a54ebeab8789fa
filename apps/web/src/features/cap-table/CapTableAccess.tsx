import type { ReactNode } from "react";
import { Can } from "../../auth/can";
import { NoAccess } from "../../components/NoAccess";

/** The cap table's screens are for those who read the books; the server refuses the others too. */
export function CapTableAccess({ children }: { children: ReactNode }) {
  return (
    <Can permission="erp.read" fallback={<NoAccess />}>
      {children}
    </Can>
  );
}
