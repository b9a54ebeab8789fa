export { itemsRest } from "./items.rest";
export { itemsRouter } from "./items.router";
export { findItem } from "./items.service";
