export { erpDashboardRest } from "./erp-dashboard.rest";
export { erpDashboardRouter } from "./erp-dashboard.router";
