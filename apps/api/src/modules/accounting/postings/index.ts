export { type HistoryCounts, postHistory } from "./post-history";
export {
  expenseCategoryAccount,
  postExpense,
  postGroupInvoice,
  postGuestMoney,
  postStayInvoice,
  reverseGuestMoney,
} from "./postings.service";
