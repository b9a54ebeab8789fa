export { type HistoryCounts, postHistory } from "./post-history";
export {
  expenseCategoryAccount,
  postExpense,
  postGroupInvoice,
  postGuestMoney,
  postStayInvoice,
  reverseExpensePosting,
  reverseGuestMoney,
} from "./postings.service";
