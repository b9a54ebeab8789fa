export { guestsRest } from "./guests.rest";
export { guestsRouter } from "./guests.router";
export { editGuest, findGuest, findOrCreateGuest, findOrCreateGuests } from "./guests.service";
