export {
  groupInvoiceOfStay,
  groupOfBooking,
  issuedGroupInvoices,
  pendingGroupApprovalCount,
} from "./groups.service";
