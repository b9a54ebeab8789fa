export { groupsRest } from "./groups.rest";
export { groupsRouter } from "./groups.router";
export {
  groupInvoiceOfStay,
  groupOfBooking,
  type IssuedGroupInvoice,
  issuedGroupInvoices,
  refreshGroupPaid,
} from "./groups.service";
