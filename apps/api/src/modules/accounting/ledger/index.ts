export type { AccountChoice, Posting, PostingLineInput } from "./posting.service";
export { postVoucher } from "./posting.service";
