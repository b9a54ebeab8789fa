export type { RoomTypeDto } from "./room-types.repository";
export { findRoomType } from "./room-types.service";
