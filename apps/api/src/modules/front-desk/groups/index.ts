export {
  groupInvoiceOfStay,
  groupOfBooking,
  issuedGroupInvoices,
  lockGroupOfStay,
} from "./groups.service";
