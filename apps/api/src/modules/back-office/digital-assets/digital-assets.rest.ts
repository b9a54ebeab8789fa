import {
  createUploadInput,
  digitalAssetDeleteBody,
  digitalAssetInput,
  digitalAssetListInput,
  isInlineViewable,
  MAX_UPLOAD_BYTES,
  servedMediaType,
} from "@atithi/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { DocumentedPath } from "../../../platform/rest/openapi";
import { idParams, restRoutes } from "../../../platform/rest/route";
import {
  LOCAL_OBJECTS_PATH,
  type LocalDiskStorage,
  ObjectTooLargeError,
  type SignedQuery,
} from "../../../platform/storage/local-disk-storage";
import { fileHeaders, type ObjectStorage } from "../../../platform/storage/storage";
import type { Services } from "../../../platform/trpc/context";
import { createCallerFactory } from "../../../platform/trpc/init";
import { uploadIntentsRepository } from "./digital-assets.repository";
import { digitalAssetsRouter, objectsRouter } from "./digital-assets.router";

const route = restRoutes("Digital assets", digitalAssetsRouter, createCallerFactory(digitalAssetsRouter));
const objectRoute = restRoutes("Digital assets", objectsRouter, createCallerFactory(objectsRouter));

const fileQuery = z.object({
  download: z
    .string()
    .max(10)
    .optional()
    .describe("1 or true: as an attachment instead of shown in the browser")
    .transform((v) => v === "1" || v === "true"),
});

/** Part 2 §7 for digital assets; each path calls the procedure of the same name. */
export const digitalAssetsRest = [
  objectRoute({
    method: "POST",
    procedure: "createUpload",
    throttled: true,
    path: "/api/objects/upload",
    summary: "A key and a 15-minute upload URL for one file",
    body: createUploadInput,
    call: (c, { body }) => c.createUpload(body),
  }),
  route({
    method: "GET",
    procedure: "list",
    path: "/api/digital-assets",
    summary: "Digital assets, filtered by type and status",
    query: digitalAssetListInput.unwrap(),
    call: (c, { query }) => c.list(query),
  }),
  route({
    method: "POST",
    procedure: "create",
    path: "/api/digital-assets",
    summary: "Save an uploaded file's record",
    status: 201,
    body: digitalAssetInput,
    call: (c, { body }) => c.create(body),
  }),
  route({
    method: "DELETE",
    procedure: "delete",
    path: "/api/digital-assets/:id",
    summary:
      "Delete a digital asset and its file (its uploader or an administrator; under retention, an administrator giving a reason)",
    params: idParams,
    body: digitalAssetDeleteBody,
    call: (c, { params, body }) => c.delete({ id: params.id, reason: body?.reason }),
  }),
  route({
    method: "GET",
    procedure: "signedUrl",
    path: "/api/digital-assets/:id/url",
    summary: "A 5-minute link to the file",
    params: idParams,
    query: fileQuery,
    call: (c, { params, query }) => c.signedUrl({ id: params.id, download: query.download }),
  }),
  // The same link as a redirect, so view and download are plain links that open in a new tab.
  route({
    method: "GET",
    procedure: "signedUrl",
    path: "/api/digital-assets/:id/file",
    summary: "Redirects to a 5-minute link to the file",
    status: 302,
    params: idParams,
    query: fileQuery,
    call: async (c, { params, query }, reply) => {
      const { url } = await c.signedUrl({ id: params.id, download: query.download });
      reply.header("location", url).header("cache-control", "no-store");
      return { url };
    },
  }),
];

/** The local-disk store's own endpoints, for the OpenAPI document (they exist only when files are kept on local disk). */
export const localObjectPaths: DocumentedPath[] = [
  {
    method: "PUT",
    path: `${LOCAL_OBJECTS_PATH}{key}`,
    operation: {
      tags: ["Digital assets"],
      operationId: "putLocalObject",
      summary: "Upload a file's bytes to the signed URL from POST /api/objects/upload (at most 50 MB)",
      parameters: [{ name: "key", in: "path", required: true, schema: { type: "string" } }],
      requestBody: { required: true, content: { "application/octet-stream": { schema: {} } } },
      responses: {
        200: { description: "Stored", content: { "application/json": { schema: {} } } },
        403: { description: "The link is invalid or has expired" },
        409: { description: "The link was already used" },
        413: { description: "Larger than 50 MB" },
        415: { description: "The Content-Type is not exactly the type the upload URL was issued for" },
      },
      security: [],
    },
  },
  {
    method: "GET",
    path: `${LOCAL_OBJECTS_PATH}{key}`,
    operation: {
      tags: ["Digital assets"],
      operationId: "getLocalObject",
      summary: "A stored file, through a signed link",
      parameters: [{ name: "key", in: "path", required: true, schema: { type: "string" } }],
      responses: {
        200: { description: "The file", content: { "application/octet-stream": { schema: {} } } },
        403: { description: "The link is invalid or has expired" },
        404: { description: "No such file" },
      },
      security: [],
    },
  },
];

/** The local-disk store's own endpoints, when files are kept on local disk. */
export function registerLocalObjectRoutes(app: FastifyInstance, s: Services) {
  if (isLocalDiskStorage(s.storage)) app.register(localObjectRoutes(s, s.storage));
}

const isLocalDiskStorage = (storage: ObjectStorage): storage is LocalDiskStorage => storage.kind === "local";

/**
 * An HTTP/1.1 connection is closed after the answer, so the rest of an unread body is not read;
 * HTTP/2 has no Connection header (sending one is an error there) and ends only the stream.
 */
function closingConnection(req: FastifyRequest, reply: FastifyReply): FastifyReply {
  return req.raw.httpVersionMajor === 1 ? reply.header("connection", "close") : reply;
}

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
      const upload = await uploadIntentsRepository(s.db).openUpload(key, new Date());
      if (!upload) return refuse(reply, 409, "This upload link has already been used");
      // Exactly the declared type, byte for byte: what is stored is what is served.
      const sent = req.headers["content-type"];
      if (upload.contentType === null || sent !== upload.contentType)
        return refuse(
          closingConnection(req, reply),
          415,
          `The Content-Type must be exactly ${upload.contentType ?? "the type declared for the upload"}`,
        );
      // Close the connection too, or Node would read the whole announced body before answering.
      if (Number(req.headers["content-length"] ?? 0) > MAX_UPLOAD_BYTES)
        return refuse(closingConnection(req, reply), 413, "The file is larger than 50 MB");
      try {
        const stored = await storage.write(key, req.raw, upload.contentType);
        return reply.status(200).send({ size: stored.size });
      } catch (error) {
        // The rest of the body is not read: close the connection once the answer is sent.
        if (error instanceof ObjectTooLargeError)
          return refuse(closingConnection(req, reply), 413, error.message);
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
      // A file saved before types were checked may carry anything its uploader sent: opaque bytes then.
      const contentType = servedMediaType(opened.object.contentType);
      // The link names inline only for a type shown inline; the stored type is what decides.
      const disposition =
        signed.disposition === "inline" && isInlineViewable(contentType) ? "inline" : "attachment";
      // The file is shown on our own origin: fileHeaders sandboxes all but a PDF. The app's own policy
      // (set for every answer) is removed for a PDF: its `object-src 'none'` shows a PDF blank.
      if (contentType === "application/pdf") reply.removeHeader("content-security-policy");
      reply.headers(
        fileHeaders({ contentType, disposition, fileName: signed.name ?? "file", size: opened.object.size }),
      );
      return reply.send(opened.stream);
    });
  };
}
