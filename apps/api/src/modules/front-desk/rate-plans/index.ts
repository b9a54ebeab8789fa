export { createRoomTypeWithDefaultPlan } from "./rate-plans.service";
