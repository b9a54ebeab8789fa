export type { RoomTypeDto } from "./room-types.repository";
export { findRoomType, firstStayAhead, insertRoomType } from "./room-types.service";
