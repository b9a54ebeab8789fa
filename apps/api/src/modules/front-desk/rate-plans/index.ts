export { createRoomTypeWithDefaultPlan, type PricedRoom, ratePlanForStay } from "./rate-plans.service";
