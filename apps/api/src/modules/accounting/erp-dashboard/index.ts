export { lowStockCount } from "./erp-dashboard.service";
