export { roomsRest } from "./rooms.rest";
export { roomsRouter } from "./rooms.router";
export { findRoom, findRooms, listRooms, setRoomStatus } from "./rooms.service";
