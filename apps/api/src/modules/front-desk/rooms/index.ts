export { findRoom, findRooms, listRooms, setRoomStatus } from "./rooms.service";
