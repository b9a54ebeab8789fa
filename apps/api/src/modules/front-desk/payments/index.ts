export {
  countPayments,
  insertPostedPayment,
  listPaymentsOfStays,
  type PaymentDto,
} from "./payments.service";
