export { gstReturnsRest } from "./gst-returns.rest";
export { gstReturnsRouter } from "./gst-returns.router";
