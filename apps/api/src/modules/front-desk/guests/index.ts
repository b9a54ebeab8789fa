export { editGuest, findGuest, findOrCreateGuest, findOrCreateGuests } from "./guests.service";
