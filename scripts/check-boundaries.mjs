// Module boundaries (.dependency-cruiser.cjs): the workspace must have no violation, and the rules
// must catch the four deliberate ones in scripts/boundaries-fixture, so a rule that stops matching fails too.
import { createRequire } from "node:module";
import { cruise } from "dependency-cruiser";

const require = createRequire(import.meta.url);
const config = require("../.dependency-cruiser.cjs");
const root = new URL("..", import.meta.url).pathname;
const fixture = new URL("boundaries-fixture/", import.meta.url).pathname;

async function violations(cwd, paths) {
  process.chdir(cwd);
  const { output } = await cruise(paths, {
    ...config.options,
    validate: true,
    ruleSet: { forbidden: config.forbidden },
  });
  return output.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`);
}

const real = await violations(root, ["apps/api/src", "apps/api/bench", "apps/web/src"]);
const caught = (await violations(fixture, ["apps"])).sort();
const expected = [
  "module-internals: apps/api/src/modules/front-desk/rooms/rooms.service.ts -> apps/api/src/modules/front-desk/bookings/bookings.repository.ts",
  "no-circular: apps/web/src/row-actions.ts -> apps/web/src/table.ts",
  "platform-imports-no-module: apps/api/src/platform/audit.ts -> apps/api/src/modules/front-desk/bookings/index.ts",
  "web-imports-only-api-types: apps/web/src/page.ts -> apps/api/src/modules/front-desk/bookings/index.ts",
];

let failed = false;
if (real.length > 0) {
  console.error(`Module boundaries broken:\n  ${real.join("\n  ")}`);
  failed = true;
}
if (JSON.stringify(caught) !== JSON.stringify(expected)) {
  console.error(
    `The boundary rules no longer catch the fixture's wrong imports.\nexpected:\n  ${expected.join("\n  ")}\ngot:\n  ${caught.join("\n  ")}`,
  );
  failed = true;
}
if (failed) process.exit(1);
console.log(`module boundaries: no violation; the fixture's ${expected.length} wrong imports are caught`);
