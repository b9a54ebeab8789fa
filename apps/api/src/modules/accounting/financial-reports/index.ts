export { financialReportsRest } from "./financial-reports.rest";
export { financialReportsRouter } from "./financial-reports.router";
export { profitAndLossFor, profitAndLossSums } from "./financial-reports.service";
