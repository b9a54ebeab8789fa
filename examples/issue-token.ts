/**
 * Creates an API token by signing in as an administrator, for automation that has no token yet
 * (CI uses it to run the other examples). Prints only the token. A token is read-only unless
 * TOKEN_SCOPE=write, and expires after TOKEN_DAYS days (default 1).
 *
 *   ATITHI_URL=http://localhost:3000 ADMIN_USERNAME=admin ADMIN_PASSWORD=... tsx issue-token.ts
 */
const url = process.env.ATITHI_URL ?? "http://localhost:3000";
const origin = new URL(url).origin;

const login = await fetch(new URL("/api/login", url), {
  method: "POST",
  headers: { "content-type": "application/json", origin },
  body: JSON.stringify({
    username: process.env.ADMIN_USERNAME ?? "admin",
    password: process.env.ADMIN_PASSWORD,
  }),
});
if (!login.ok) throw new Error(`Sign-in failed: ${login.status} ${await login.text()}`);
const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";

const created = await fetch(new URL("/trpc/apiTokens.create", url), {
  method: "POST",
  headers: { "content-type": "application/json", origin, cookie },
  body: JSON.stringify({
    name: `script ${new Date().toISOString()}`,
    scope: process.env.TOKEN_SCOPE ?? "read",
    expiresInDays: Number(process.env.TOKEN_DAYS ?? 1),
  }),
});
if (!created.ok) throw new Error(`Token creation failed: ${created.status} ${await created.text()}`);
const body = (await created.json()) as { result: { data: { token: string } } };
console.log(body.result.data.token);
