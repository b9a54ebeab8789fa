export { usersRouter } from "./users.router";
