export { type HistoryCounts, postHistory } from "./post-history";
export {
  expenseCategoryAccount,
  postExpense,
  postGroupInvoice,
  postGuestMoney,
  postStayInvoice,
  reverseExpensePosting,
} from "./postings.service";
