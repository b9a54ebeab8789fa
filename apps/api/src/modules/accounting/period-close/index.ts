export { periodCloseRest } from "./period-close.rest";
export { periodCloseRouter } from "./period-close.router";
