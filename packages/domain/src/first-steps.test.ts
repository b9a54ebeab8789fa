import { describe, expect, it } from "vitest";
import { firstSteps } from "./first-steps";

const fresh = { taxRegistered: false, activeRooms: 3, roomsSetUp: false, activeUsers: 1 };
const done = (facts: typeof fresh) => firstSteps(facts).map((step) => [step.key, step.done]);

describe("the administrator's first steps", () => {
  it("are all open on a new installation, each linking to its screen", () => {
    expect(done(fresh)).toEqual([
      ["tax", false],
      ["rooms", false],
      ["users", false],
    ]);
    expect(firstSteps(fresh).map((step) => step.link)).toEqual([
      "/settings/tax",
      "/rooms",
      "/settings/users",
    ]);
  });

  it("close one by one as the data shows them done", () => {
    expect(done({ ...fresh, taxRegistered: true })[0]).toEqual(["tax", true]);
    expect(done({ ...fresh, roomsSetUp: true })[1]).toEqual(["rooms", true]);
    // Set up, but no room left to let: not done.
    expect(done({ ...fresh, roomsSetUp: true, activeRooms: 0 })[1]).toEqual(["rooms", false]);
    expect(done({ ...fresh, activeUsers: 2 })[2]).toEqual(["users", true]);
  });
});
