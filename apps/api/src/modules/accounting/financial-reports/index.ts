export { profitAndLossFor, profitAndLossSums } from "./financial-reports.service";
