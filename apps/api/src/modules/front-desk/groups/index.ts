export { groupsRest } from "./groups.rest";
export { groupsRouter } from "./groups.router";
export { groupOfBooking, refreshGroupPaid } from "./groups.service";
