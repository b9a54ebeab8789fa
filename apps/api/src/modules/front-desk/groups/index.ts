export {
  groupInvoiceOfStay,
  groupOfBooking,
  issuedGroupInvoices,
  lockGroupOfStay,
  pendingGroupApprovalCount,
} from "./groups.service";
