import { isInlineViewable, MAX_UPLOAD_BYTES, mediaType } from "@atithi/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { uploadIntentsRepository } from "../repositories/digital-assets.repository";
import {
  LOCAL_OBJECTS_PATH,
  type LocalDiskStorage,
  ObjectTooLargeError,
  type SignedQuery,
} from "../storage/local-disk-storage";
import { attachmentDisposition, type ObjectStorage } from "../storage/storage";
import type { Services } from "../trpc/context";
import { rest } from "./adapter";
import { body, id, query } from "./request";

const wantsDownload = (req: FastifyRequest) => ["1", "true"].includes(query(req).download ?? "");

/** Part 2 §7 for digital assets; each path calls the procedure of the same name. */
export function digitalAssetsRoutes(app: FastifyInstance, s: Services) {
  app.post(
    "/api/objects/upload",
    rest(s, (c, req) => c.objects.createUpload(body(req) as never)),
  );
  app.get(
    "/api/digital-assets",
    rest(s, (c, req) =>
      c.digitalAssets.list({
        fileType: (query(req).fileType ?? "all") as never,
        status: (query(req).status ?? "all") as never,
      }),
    ),
  );
  app.post(
    "/api/digital-assets",
    rest(s, (c, req) => c.digitalAssets.create(body(req) as never), 201),
  );
  app.delete(
    "/api/digital-assets/:id",
    rest(s, (c, req) => c.digitalAssets.delete({ id: id(req) })),
  );
  app.get(
    "/api/digital-assets/:id/url",
    rest(s, (c, req) => c.digitalAssets.signedUrl({ id: id(req), download: wantsDownload(req) })),
  );
  // The same link as a redirect, so view and download are plain links that open in a new tab.
  app.get(
    "/api/digital-assets/:id/file",
    rest(
      s,
      async (c, req, reply) => {
        const { url } = await c.digitalAssets.signedUrl({ id: id(req), download: wantsDownload(req) });
        reply.header("location", url).header("cache-control", "no-store");
        return { url };
      },
      302,
    ),
  );

  if (isLocalDiskStorage(s.storage)) app.register(localObjectRoutes(s, s.storage));
}

const isLocalDiskStorage = (storage: ObjectStorage): storage is LocalDiskStorage => storage.kind === "local";

const refuse = (reply: FastifyReply, status: number, message: string) =>
  reply.status(status).send({ success: false, message });

/**
 * The local-disk store's own upload and read endpoints. The signed query is the credential (no
 * session is needed); the body is streamed to disk, never buffered, and cut off past 50 MB.
 */
function localObjectRoutes(s: Services, storage: LocalDiskStorage) {
  return async (scope: FastifyInstance) => {
    // This scope only: take any body as a raw stream instead of parsing it (the 1 MB limit is for JSON).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", (_req, _payload, done) => done(null, undefined));

    scope.put(`${LOCAL_OBJECTS_PATH}*`, async (req, reply) => {
      const key = (req.params as { "*": string })["*"];
      if (!storage.verify("PUT", key, req.query as SignedQuery))
        return refuse(reply, 403, "This upload link is invalid or has expired");
      if (!(await uploadIntentsRepository(s.db).acceptsUpload(key, new Date())))
        return refuse(reply, 409, "This upload link has already been used");
      // Close the connection too, or Node would read the whole announced body before answering.
      if (Number(req.headers["content-length"] ?? 0) > MAX_UPLOAD_BYTES)
        return refuse(reply.header("connection", "close"), 413, "The file is larger than 50 MB");
      try {
        const stored = await storage.write(
          key,
          req.raw,
          req.headers["content-type"] ?? "application/octet-stream",
        );
        return reply.status(200).send({ size: stored.size });
      } catch (error) {
        // The rest of the body is not read: close the connection once the answer is sent.
        if (error instanceof ObjectTooLargeError)
          return refuse(reply.header("connection", "close"), 413, error.message);
        throw error;
      }
    });

    scope.get(`${LOCAL_OBJECTS_PATH}*`, async (req, reply) => {
      const key = (req.params as { "*": string })["*"];
      const signed = req.query as SignedQuery;
      if (!storage.verify("GET", key, signed))
        return refuse(reply, 403, "This link is invalid or has expired");
      const opened = await storage.open(key);
      if (!opened) return refuse(reply, 404, "File not found");
      const { contentType } = opened.object;
      // The view link of a type outside the allowlist already carries `download` (see attachmentNameFor).
      const attachmentName = signed.download ?? (isInlineViewable(contentType) ? undefined : "file");
      reply
        .header("content-type", contentType)
        .header("content-length", opened.object.size)
        .header(
          "content-disposition",
          attachmentName !== undefined ? attachmentDisposition(attachmentName) : "inline",
        )
        .header("cache-control", "private, no-store")
        .header("x-content-type-options", "nosniff");
      // The file is shown on our own origin: never let an uploaded page run scripts there. Browsers
      // show a sandboxed PDF blank, and a PDF viewer runs no page scripts, so PDFs go unsandboxed.
      if (mediaType(contentType) !== "application/pdf") reply.header("content-security-policy", "sandbox");
      return reply.send(opened.stream);
    });
  };
}
