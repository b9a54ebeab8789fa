import { changePasswordInput, loginInput } from "@atithi/domain";
import { restRoutes } from "../../../platform/rest/route";
import { createCallerFactory } from "../../../platform/trpc/init";
import { authRouter } from "./auth.router";

const route = restRoutes("Sign-in", authRouter, createCallerFactory(authRouter));

/** Part 1 §7: sign-in, sign-out and the signed-in user. */
export const authRest = [
  route({
    method: "POST",
    procedure: "login",
    throttled: true,
    path: "/api/login",
    summary: "Sign in; sets the session cookie",
    body: loginInput,
    call: (c, { body }) => c.login(body),
  }),
  route({
    procedure: "logout",
    method: "POST",
    path: "/api/logout",
    summary: "Sign out",
    call: (c) => c.logout(),
  }),
  route({
    procedure: "me",
    method: "GET",
    path: "/api/auth/user",
    summary: "The signed-in user",
    call: (c) => c.me(),
  }),
  route({
    procedure: "changePassword",
    method: "POST",
    path: "/api/auth/password",
    throttled: true,
    summary:
      "Change your own password (400 when the current one is wrong); ends your other sessions and revokes your API tokens",
    body: changePasswordInput,
    call: (c, { body }) => c.changePassword(body),
  }),
  route({
    procedure: "revokeOtherSessions",
    method: "POST",
    path: "/api/auth/sessions/revoke-others",
    summary: "Sign out every other session of yours, keeping this one",
    call: (c) => c.revokeOtherSessions(),
  }),
];
