export { apiTokensRest } from "./api-tokens.rest";
export { apiTokensRouter } from "./api-tokens.router";
