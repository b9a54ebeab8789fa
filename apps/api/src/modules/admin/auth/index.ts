export { authRest } from "./auth.rest";
export { authRouter } from "./auth.router";
