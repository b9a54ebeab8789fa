export type {
  AccountChoice,
  PostedVoucher,
  Posting,
  PostingLineInput,
  ReverseOptions,
} from "./posting.service";
export { numberVoucherNow, postVoucher, reverseVoucher, sourceVoucher } from "./posting.service";
export { numberPendingVouchers, startVoucherNumbering } from "./voucher-numbering";
