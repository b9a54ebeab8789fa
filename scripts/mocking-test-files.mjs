// Test files that replace modules (`vi.mock`, `vi.doMock`) cannot share a module graph with other
// files: the vitest configs run them in a project of their own, isolated, and every other file
// in one graph per worker (much faster). Found by reading the files, so a new one is never missed.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

const TEST_FILE = /\.test\.tsx?$/;
const MOCKS = /\bvi\.(doMock|mock)\(/;

/** The test files under `dir` that mock a module, relative to `root` (the vitest config's folder). */
export function mockingTestFiles(root, dir = "src") {
  const found = [];
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (TEST_FILE.test(entry.name) && MOCKS.test(readFileSync(path, "utf8")))
        found.push(relative(root, path));
    }
  };
  walk(join(root, dir));
  return found.sort();
}
