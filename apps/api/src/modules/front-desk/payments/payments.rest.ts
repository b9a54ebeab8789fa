import { recordPaymentInput } from "@atithi/domain";
import { restRoutes } from "../../../platform/rest/route";
import { createCallerFactory } from "../../../platform/trpc/init";
import { paymentsRouter } from "./payments.router";

const route = restRoutes("Payments", createCallerFactory(paymentsRouter));

export const paymentsRest = [
  route({
    method: "POST",
    path: "/api/payments",
    summary: "Record a payment on a booking",
    status: 201,
    body: recordPaymentInput,
    call: (c, { body }) => c.record(body),
  }),
];
