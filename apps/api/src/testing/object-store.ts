import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";
import type { S3Config } from "../platform/storage/s3-storage";

/** A real S3-protocol server on loopback, in a temporary folder (it does not check signatures). */
export async function startS3rver(): Promise<{ config: S3Config; stop(): Promise<void> }> {
  const directory = await mkdtemp(join(tmpdir(), "atithi-s3rver-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory });
  const { port } = await server.run();
  return {
    config: {
      endpoint: `http://127.0.0.1:${port}`,
      publicEndpoint: undefined,
      accessKey: "S3RVER",
      secretKey: "S3RVER",
      bucket: `atithi-test-${Date.now()}`,
      region: "us-east-1",
    },
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
