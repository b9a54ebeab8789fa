import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, parseTrustProxy } from "./config";

describe("TRUST_PROXY", () => {
  it("trusts no proxy unless told", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(parseTrustProxy("false")).toBe(false);
    expect(parseTrustProxy("0")).toBe(false);
  });

  it("takes a hop count", () => {
    expect(parseTrustProxy("1")).toBe(1);
    expect(parseTrustProxy(" 2 ")).toBe(2);
  });

  it("takes the proxies' addresses and ranges", () => {
    expect(parseTrustProxy("10.0.0.5, 192.168.1.0/24,::1,fd00::/8,loopback")).toEqual([
      "10.0.0.5",
      "192.168.1.0/24",
      "::1",
      "fd00::/8",
      "loopback",
    ]);
  });

  it("refuses to trust anything, saying what to give instead", () => {
    for (const value of ["true", "*"]) {
      expect(() => parseTrustProxy(value)).toThrow(ConfigError);
      expect(() => parseTrustProxy(value)).toThrow(/would believe any X-Forwarded-For.*TRUST_PROXY=1/);
    }
  });

  it("refuses what is neither a count nor an address, naming it", () => {
    expect(() => parseTrustProxy("10.0.0.5,proxy.local")).toThrow('"proxy.local"');
    expect(() => parseTrustProxy("10.0.0.0/33")).toThrow('"10.0.0.0/33"');
    expect(() => parseTrustProxy("1.5")).toThrow(ConfigError);
  });
});

describe("ROOM_NUMBERS", () => {
  it("expands ranges, as the README's default shows them", () => {
    expect(loadConfig({ ROOM_NUMBERS: "101-103,201-202" }).roomNumbers).toEqual([
      "101",
      "102",
      "103",
      "201",
      "202",
    ]);
  });

  it("starts a deployment whose rooms are numbered with '.', '/' or letters of any script", () => {
    // Read on every start though it seeds only the first: a rule narrower than what deployments
    // use would keep them from starting.
    expect(loadConfig({ ROOM_NUMBERS: "G.01,101/A,कमरा 4" }).roomNumbers).toEqual([
      "G.01",
      "101/A",
      "कमरा 4",
    ]);
  });

  it("refuses a range it cannot read, naming it", () => {
    expect(() => loadConfig({ ROOM_NUMBERS: "105-101" })).toThrow(
      /ROOM_NUMBERS: "105-101": the range runs backwards/,
    );
  });
});

describe("TLS_CERT_FILE and TLS_KEY_FILE", () => {
  it("serve plain HTTP unless both are set, and name the one missing", () => {
    expect(loadConfig({}).tls).toBeUndefined();
    expect(
      loadConfig({ TLS_CERT_FILE: "/etc/atithi/cert.pem", TLS_KEY_FILE: "/etc/atithi/key.pem" }).tls,
    ).toEqual({
      certFile: "/etc/atithi/cert.pem",
      keyFile: "/etc/atithi/key.pem",
    });
    expect(() => loadConfig({ TLS_CERT_FILE: "cert.pem" })).toThrow(
      new ConfigError("TLS_CERT_FILE is set; also set TLS_KEY_FILE"),
    );
    expect(() => loadConfig({ TLS_KEY_FILE: "key.pem" })).toThrow(
      new ConfigError("TLS_KEY_FILE is set; also set TLS_CERT_FILE"),
    );
  });
});
