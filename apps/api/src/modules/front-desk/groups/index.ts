export {
  groupInvoiceOfStay,
  groupOfBooking,
  issuedGroupInvoices,
} from "./groups.service";
