export { groupsRest } from "./groups.rest";
export { groupsRouter } from "./groups.router";
export { groupInvoiceOfStay, groupOfBooking, refreshGroupPaid } from "./groups.service";
