export { investorsRest } from "./investors.rest";
export { investorsRouter } from "./investors.router";
export { capTable } from "./investors.service";
