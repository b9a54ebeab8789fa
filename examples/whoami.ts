/**
 * Who am I, and who else works here? A minimal script against the typed API.
 *
 *   ATITHI_URL=http://localhost:3000 ATITHI_TOKEN=atk_... pnpm --filter @atithi/examples whoami
 */
import { createClient } from "@atithi/client";

const url = process.env.ATITHI_URL ?? "http://localhost:3000";
const token = process.env.ATITHI_TOKEN;
if (!token) {
  console.error("Set ATITHI_TOKEN to an API token (each user creates their own under My account).");
  process.exit(2);
}

const api = createClient({ url, token });
const me = await api.auth.me.query();
console.log(`Signed in as ${me.username} (${me.role}); today at the property is ${me.property.today}.`);
if (me.role === "admin") {
  const users = await api.users.list.query();
  console.log(`${users.length} user(s): ${users.map((u) => `${u.username} [${u.role}]`).join(", ")}`);
}
