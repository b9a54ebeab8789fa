import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** The test certificate for localhost and 127.0.0.1, and its key (fixtures/tls; never trusted elsewhere). */
export const TEST_CERT_FILE = fileURLToPath(
  new URL("../../../../fixtures/tls/localhost-cert.pem", import.meta.url),
);
export const TEST_KEY_FILE = fileURLToPath(
  new URL("../../../../fixtures/tls/localhost-key.pem", import.meta.url),
);
export const testTls = () => ({ cert: readFileSync(TEST_CERT_FILE), key: readFileSync(TEST_KEY_FILE) });
