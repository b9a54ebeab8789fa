export { reportsRest } from "./reports.rest";
export { reportsRouter } from "./reports.router";
