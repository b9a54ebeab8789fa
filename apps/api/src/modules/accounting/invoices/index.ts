export { salesGstr1Documents } from "./invoices.service";
