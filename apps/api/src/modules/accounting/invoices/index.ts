export { invoicesRest } from "./invoices.rest";
export { invoicesRouter } from "./invoices.router";
export { salesGstr1Documents } from "./invoices.service";
