export { roomsRest } from "./rooms.rest";
export { roomsRouter } from "./rooms.router";
export { findRoom, listRooms, setRoomStatus } from "./rooms.service";
