export { calendarRest } from "./calendar.rest";
export { calendarRouter } from "./calendar.router";
