export { guestsRest } from "./guests.rest";
export { guestsRouter } from "./guests.router";
export { findGuest, findOrCreateGuest, updateGuest } from "./guests.service";
