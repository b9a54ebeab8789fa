export { paymentsRest } from "./payments.rest";
export { paymentsRouter } from "./payments.router";
export {
  countPayments,
  insertPayment,
  listPaymentsOfStays,
  type PaymentDto,
  postPayment,
} from "./payments.service";
