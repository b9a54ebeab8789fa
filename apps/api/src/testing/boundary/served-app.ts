import type { Route } from "./routes";

/** Ids of rows the server seeded, for fields that must name a real one. */
export interface Seeds {
  roomId: string;
  /** A room left to bookings alone. */
  stayRoomId: string;
  guestId: string;
  guestPhone: string;
  bookingId: string;
  groupId: string;
  assetTagId: string;
  categoryId: string;
  digitalAssetId: string;
  /** A room type of its own (not Standard, which the seeded rooms take) and its plan. */
  roomTypeId: string;
  ratePlanId: string;
  userId: string;
  apiTokenId: string;
  /** An upload issued but not sent. */
  fileUrl: string;
}

/** What serve.ts prints, as one JSON line, once it listens. */
export interface ServedApp {
  port: number;
  routes: Route[];
  seeds: Seeds;
  /** The PostgreSQL database it runs on, when it does. */
  database?: string;
}
