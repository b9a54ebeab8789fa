export { paymentsRest } from "./payments.rest";
export { paymentsRouter } from "./payments.router";
export {
  countPayments,
  insertPostedPayment,
  listPaymentsOfStays,
  type PaymentDto,
} from "./payments.service";
