export { insertPostedPayment } from "./payments.service";
