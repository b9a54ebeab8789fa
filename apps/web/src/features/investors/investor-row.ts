import type { RouterOutputs } from "../../api/trpc";

/** An investor as the list shows it and the form edits it. */
export type InvestorRow = RouterOutputs["investors"]["list"][number];
