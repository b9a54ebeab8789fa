import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { PagePlaceholder } from "../shell/PagePlaceholder";

/** `?tab=group` opens the group bookings tab; anything else falls back to the default tab. */
const bookingsSearch = z.object({
  tab: z.enum(["group"]).optional().catch(undefined),
});

export const Route = createFileRoute("/bookings")({
  staticData: { title: "Bookings" },
  validateSearch: bookingsSearch,
  component: PagePlaceholder,
});
