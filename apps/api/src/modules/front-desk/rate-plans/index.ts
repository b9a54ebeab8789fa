export { addRatePlan } from "./rate-plans.service";
