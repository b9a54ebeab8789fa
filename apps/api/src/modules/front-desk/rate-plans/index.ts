export { addRatePlan, type PricedRoom, ratePlanForStay } from "./rate-plans.service";
