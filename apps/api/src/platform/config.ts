import { isIP } from "node:net";
import { resolve } from "node:path";
import { DEFAULT_ROOM_NUMBERS } from "@atithi/db";
import { DEFAULT_TIME_ZONE, expandRoomNumbers, isValidTimeZone } from "@atithi/domain";
import type { S3Config } from "./storage/s3-storage";

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  timeZone: string;
  adminUsername: string;
  adminPassword: string | undefined;
  roomNumbers: string[];
  /** The built web app, served on the same origin; absent in tests and in `pnpm dev`. */
  webDir: string | undefined;
  /** Force the Secure cookie flag; otherwise it follows the request's protocol. */
  secureCookies: boolean | undefined;
  /**
   * Which `X-Forwarded-*` headers to believe: none (false), the last `n` hops, or those added by
   * the listed proxies (addresses, CIDR ranges, or proxy-addr's `loopback`/`linklocal`/`uniquelocal`).
   */
  trustProxy: false | number | string[];
  /** Object storage for digital assets; absent means files on local disk under `dataDir`. */
  s3: S3Config | undefined;
  /** Serve HTTPS (HTTP/2, and HTTP/1.1 for clients without it) with this certificate and key. */
  tls: TlsFiles | undefined;
}

export interface TlsFiles {
  certFile: string;
  keyFile: string;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new ConfigError(`PORT is not a port: ${env.PORT}`);
  const timeZone = env.TIME_ZONE ?? DEFAULT_TIME_ZONE;
  if (!isValidTimeZone(timeZone)) throw new ConfigError(`TIME_ZONE is not a time zone: ${timeZone}`);
  const rooms = env.ROOM_NUMBERS ? expandRoomNumbers(env.ROOM_NUMBERS) : { rooms: DEFAULT_ROOM_NUMBERS };
  if ("error" in rooms) throw new ConfigError(`ROOM_NUMBERS: ${rooms.error}`);
  const roomNumbers = rooms.rooms;
  return {
    port,
    host: env.HOST ?? "0.0.0.0",
    dataDir: resolve(env.DATA_DIR ?? ".data"),
    databaseUrl: env.DATABASE_URL || undefined,
    timeZone,
    adminUsername: (env.ADMIN_USERNAME ?? "admin").trim().toLowerCase(),
    adminPassword: env.ADMIN_PASSWORD || undefined,
    roomNumbers,
    webDir: env.WEB_DIR ? resolve(env.WEB_DIR) : undefined,
    secureCookies: env.SECURE_COOKIES === undefined ? undefined : env.SECURE_COOKIES === "true",
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    s3: loadS3Config(env),
    tls: loadTlsFiles(env),
  };
}

function loadTlsFiles(env: NodeJS.ProcessEnv): TlsFiles | undefined {
  const certFile = env.TLS_CERT_FILE || undefined;
  const keyFile = env.TLS_KEY_FILE || undefined;
  if (!certFile && !keyFile) return undefined;
  if (!certFile || !keyFile)
    throw new ConfigError(
      `${certFile ? "TLS_CERT_FILE" : "TLS_KEY_FILE"} is set; also set ${certFile ? "TLS_KEY_FILE" : "TLS_CERT_FILE"}`,
    );
  return { certFile: resolve(certFile), keyFile: resolve(keyFile) };
}

const PROXY_RANGE_NAMES = ["loopback", "linklocal", "uniquelocal"];

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/** Trusting any forwarded address would let every client choose the address it is throttled under. */
export function parseTrustProxy(value: string | undefined): Config["trustProxy"] {
  const text = value?.trim() ?? "";
  if (text === "" || text === "false" || text === "0") return false;
  if (text === "true" || text === "*")
    throw new ConfigError(
      `TRUST_PROXY=${text} would believe any X-Forwarded-For a client sends. Give the number of proxies in front of the server (TRUST_PROXY=1) or their addresses (TRUST_PROXY=10.0.0.5,192.168.1.0/24).`,
    );
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(",").map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isProxyAddress(entry));
  if (wrong.length > 0)
    throw new ConfigError(
      `TRUST_PROXY is not a hop count or a list of proxy addresses: ${wrong.map((w) => JSON.stringify(w)).join(", ")}`,
    );
  return entries;
}

function loadS3Config(env: NodeJS.ProcessEnv): S3Config | undefined {
  if (!env.S3_ENDPOINT) return undefined;
  const missing = ["S3_ACCESS_KEY", "S3_SECRET_KEY", "S3_BUCKET"].filter((name) => !env[name]);
  if (missing.length > 0) throw new ConfigError(`S3_ENDPOINT is set; also set ${missing.join(", ")}`);
  for (const name of ["S3_ENDPOINT", "S3_PUBLIC_ENDPOINT"]) {
    const value = env[name];
    if (value && !URL.canParse(value)) throw new ConfigError(`${name} is not a URL: ${value}`);
  }
  return {
    endpoint: env.S3_ENDPOINT,
    publicEndpoint: env.S3_PUBLIC_ENDPOINT || undefined,
    accessKey: env.S3_ACCESS_KEY as string,
    secretKey: env.S3_SECRET_KEY as string,
    bucket: env.S3_BUCKET as string,
    region: env.S3_REGION || "us-east-1",
  };
}
