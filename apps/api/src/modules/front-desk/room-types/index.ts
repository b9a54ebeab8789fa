export type { RoomTypeDto } from "./room-types.repository";
export { findRoomType, firstStayAhead } from "./room-types.service";
