export type { RoomTypeDto } from "./room-types.repository";
export { findRoomType, roomTypeMaxOccupancies } from "./room-types.service";
