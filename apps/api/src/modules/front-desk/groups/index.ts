export {
  groupInvoiceOfStay,
  groupOfBooking,
  type IssuedGroupInvoice,
  issuedGroupInvoices,
  refreshGroupPaid,
} from "./groups.service";
