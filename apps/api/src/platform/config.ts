import { resolve } from "node:path";
import { DEFAULT_ROOM_NUMBERS } from "@atithi/db";
import { DEFAULT_TIME_ZONE, isValidTimeZone } from "@atithi/domain";
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
  trustProxy: boolean;
  /** Object storage for digital assets; absent means files on local disk under `dataDir`. */
  s3: S3Config | undefined;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new ConfigError(`PORT is not a port: ${env.PORT}`);
  const timeZone = env.TIME_ZONE ?? DEFAULT_TIME_ZONE;
  if (!isValidTimeZone(timeZone)) throw new ConfigError(`TIME_ZONE is not a time zone: ${timeZone}`);
  const roomNumbers = env.ROOM_NUMBERS
    ? env.ROOM_NUMBERS.split(",")
        .map((n) => n.trim())
        .filter(Boolean)
    : DEFAULT_ROOM_NUMBERS;
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
    trustProxy: env.TRUST_PROXY === "true",
    s3: loadS3Config(env),
  };
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
