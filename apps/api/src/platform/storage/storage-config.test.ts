import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config";

const s3Env = {
  S3_ENDPOINT: "http://minio:9000",
  S3_ACCESS_KEY: "atithi",
  S3_SECRET_KEY: "atithi-minio-secret",
  S3_BUCKET: "atithi",
};

describe("object storage configuration", () => {
  it("keeps files on local disk when no S3 store is configured", () => {
    expect(loadConfig({}).s3).toBeUndefined();
  });

  it("reads the S3 store, the address browsers use and the region", () => {
    expect(loadConfig(s3Env).s3).toEqual({
      endpoint: "http://minio:9000",
      publicEndpoint: undefined,
      accessKey: "atithi",
      secretKey: "atithi-minio-secret",
      bucket: "atithi",
      region: "us-east-1",
    });
    expect(
      loadConfig({ ...s3Env, S3_PUBLIC_ENDPOINT: "http://localhost:9000", S3_REGION: "ap-south-1" }).s3,
    ).toMatchObject({ publicEndpoint: "http://localhost:9000", region: "ap-south-1" });
  });

  it("names what is missing or malformed", () => {
    expect(() => loadConfig({ S3_ENDPOINT: "http://minio:9000", S3_BUCKET: "b" })).toThrow(
      new ConfigError("S3_ENDPOINT is set; also set S3_ACCESS_KEY, S3_SECRET_KEY"),
    );
    expect(() => loadConfig({ ...s3Env, S3_ENDPOINT: "minio" })).toThrow("S3_ENDPOINT is not a URL: minio");
  });
});
