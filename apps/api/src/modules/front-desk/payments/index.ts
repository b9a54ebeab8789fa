export { paymentsRest } from "./payments.rest";
export { paymentsRouter } from "./payments.router";
export {
  countPayments,
  insertPayment,
  listPayments,
  type PaymentDto,
  postPayment,
} from "./payments.service";
