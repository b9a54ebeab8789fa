export { paymentsRest } from "./payments.rest";
export { paymentsRouter } from "./payments.router";
export { countPayments, insertPayment, listPayments, type PaymentDto } from "./payments.service";
