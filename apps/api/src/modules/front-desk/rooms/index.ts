export type { RoomDto } from "./rooms.repository";
export { checkOccupancy, findRoom, findRooms, listRooms, setRoomStatus } from "./rooms.service";
