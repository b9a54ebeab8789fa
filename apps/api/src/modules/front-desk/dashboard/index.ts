export { dashboardRest } from "./dashboard.rest";
export { dashboardRouter } from "./dashboard.router";
