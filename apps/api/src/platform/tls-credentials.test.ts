import { generateKeyPairSync } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { TEST_CERT_FILE, TEST_KEY_FILE } from "../testing/tls-fixture";
import { ConfigError } from "./config";
import { readTlsCredentials } from "./tls-credentials";

const certFile = TEST_CERT_FILE;
const keyFile = TEST_KEY_FILE;

describe("readTlsCredentials", () => {
  it("reads a certificate and its key", () => {
    const credentials = readTlsCredentials({ certFile, keyFile });
    expect(credentials.cert.toString()).toContain("BEGIN CERTIFICATE");
    expect(credentials.key.toString()).toContain("PRIVATE KEY");
  });

  it("refuses at start, in one line, a file it cannot read, files swapped, or a key of another certificate", () => {
    expect(() => readTlsCredentials({ certFile: "/nonexistent/cert.pem", keyFile })).toThrow(
      new ConfigError("TLS_CERT_FILE cannot be read: /nonexistent/cert.pem (ENOENT)"),
    );
    expect(() => readTlsCredentials({ certFile: keyFile, keyFile: certFile })).toThrow(
      /^TLS_CERT_FILE and TLS_KEY_FILE are not a PEM certificate and its key \(/,
    );
    const dir = mkdtempSync(join(tmpdir(), "atithi-tls-"));
    const otherKey = join(dir, "other-key.pem");
    const { privateKey } = generateKeyPairSync("ec", { namedCurve: "prime256v1" });
    writeFileSync(otherKey, privateKey.export({ type: "pkcs8", format: "pem" }));
    try {
      expect(() => readTlsCredentials({ certFile, keyFile: otherKey })).toThrow(/key values mismatch/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
