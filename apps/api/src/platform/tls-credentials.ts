import { readFileSync } from "node:fs";
import { createSecureContext } from "node:tls";
import { ConfigError, type TlsFiles } from "./config";

/** A certificate (with its chain) and its private key, as PEM. */
export interface TlsCredentials {
  cert: Buffer;
  key: Buffer;
}

/**
 * Reads TLS_CERT_FILE and TLS_KEY_FILE and checks that they are a certificate and its own key
 * before anything starts, so a wrong file is one clear line at start-up, not a stack trace once
 * the database is set up.
 */
export function readTlsCredentials(files: TlsFiles): TlsCredentials {
  const read = (name: string, file: string) => {
    try {
      return readFileSync(file);
    } catch (error) {
      throw new ConfigError(`${name} cannot be read: ${file} (${(error as NodeJS.ErrnoException).code})`);
    }
  };
  const credentials = {
    cert: read("TLS_CERT_FILE", files.certFile),
    key: read("TLS_KEY_FILE", files.keyFile),
  };
  try {
    createSecureContext(credentials);
  } catch (error) {
    throw new ConfigError(
      `TLS_CERT_FILE and TLS_KEY_FILE are not a PEM certificate and its key (${(error as Error).message})`,
    );
  }
  return credentials;
}
