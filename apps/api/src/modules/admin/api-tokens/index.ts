export { apiTokensRouter } from "./api-tokens.router";
