import { isObjectKey, servedMediaType } from "@atithi/domain";
import { Client, S3Error } from "minio";
import { contentDisposition, dispositionFor, type ObjectStorage, type StoredObject } from "./storage";

export interface S3Config {
  endpoint: string;
  /** The address browsers reach the store at, when it differs from `endpoint` (e.g. inside docker compose). */
  publicEndpoint: string | undefined;
  accessKey: string;
  secretKey: string;
  bucket: string;
  region: string;
}

function client(endpoint: string, config: S3Config) {
  const url = new URL(endpoint);
  const useSSL = url.protocol === "https:";
  return new Client({
    endPoint: url.hostname,
    port: url.port ? Number(url.port) : useSSL ? 443 : 80,
    useSSL,
    accessKey: config.accessKey,
    secretKey: config.secretKey,
    // With the region given, presigning needs no request to the store.
    region: config.region,
    pathStyle: true,
  });
}

const isMissing = (error: unknown) =>
  error instanceof S3Error && (error.code === "NotFound" || error.code === "NoSuchKey");

/** Any S3-compatible store (MinIO, AWS S3, ...); the bucket is created when missing. */
export async function createS3Storage(config: S3Config): Promise<ObjectStorage> {
  const internal = client(config.endpoint, config);
  const signer = config.publicEndpoint ? client(config.publicEndpoint, config) : internal;
  if (!(await internal.bucketExists(config.bucket))) await internal.makeBucket(config.bucket, config.region);

  async function stat(key: string): Promise<StoredObject | null> {
    try {
      const found = await internal.statObject(config.bucket, key);
      const contentType = found.metaData["content-type"];
      return {
        size: found.size,
        contentType: typeof contentType === "string" ? contentType : "application/octet-stream",
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    kind: "s3",
    async uploadTarget(key, expiresInSeconds, maxBytes, contentType) {
      // A POST policy rather than a presigned PUT: S3 itself refuses a body outside the length range,
      // or a Content-Type field other than the declared type, before anything is stored.
      const policy = signer.newPostPolicy();
      policy.setBucket(config.bucket);
      policy.setKey(key);
      policy.setExpires(new Date(Date.now() + expiresInSeconds * 1000));
      policy.setContentLengthRange(0, maxBytes);
      // Exactly the declared type; the save checks it again, for a store that does not read the policy.
      policy.setContentType(contentType);
      const { postURL, formData } = await signer.presignedPostPolicy(policy);
      return { method: "POST", url: postURL, fields: formData as Record<string, string> };
    },
    stat,
    async promote(from, to) {
      try {
        // Same bucket, metadata (the content type) copied along.
        await internal.copyObject(config.bucket, to, `/${config.bucket}/${from}`);
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
      await internal.removeObject(config.bucket, from);
      return true;
    },
    async remove(key) {
      try {
        await internal.removeObject(config.bucket, key);
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },
    signedGetUrl(key, options) {
      // The store answers from its own origin, with the type and disposition the link names: the type
      // recorded on save (opaque bytes outside the allow-list); only PDFs and raster images, whose first
      // bytes were checked on save, are shown. A presigned link cannot add nosniff or a sandbox.
      const headers = {
        "response-content-type": servedMediaType(options.contentType),
        "response-content-disposition": contentDisposition(dispositionFor(options), options.fileName),
        "response-cache-control": "private, no-store",
      };
      return signer.presignedGetObject(config.bucket, key, options.expiresInSeconds, headers);
    },
    async *list() {
      for await (const item of internal.listObjectsV2(config.bucket, "", true)) {
        const name = (item as { name?: string }).name;
        // A shared bucket may hold other objects: only the app's own keys are its files.
        if (name && isObjectKey(name)) yield name;
      }
    },
    async read(key) {
      const object = await stat(key);
      if (!object) return null;
      try {
        return { body: await internal.getObject(config.bucket, key), object };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async put(key, body, { size, contentType }) {
      // With the size known, an object under the part size goes up in one request.
      await internal.putObject(config.bucket, key, body, size, { "Content-Type": contentType });
    },
  };
}
