export {
  createRoomTypeWithDefaultPlan,
  type PricedRoom,
  planKeptIn,
  ratePlanForStay,
} from "./rate-plans.service";
