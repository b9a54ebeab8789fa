import "@uppy/core/css/style.min.css";
import "@uppy/dashboard/css/style.min.css";
import {
  isUploadMediaType,
  MAX_UPLOAD_BYTES,
  UNSUPPORTED_MEDIA_TYPE,
  UPLOAD_MEDIA_TYPES,
} from "@atithi/domain";
import { Stack, Text } from "@mantine/core";
import AwsS3 from "@uppy/aws-s3";
import Uppy from "@uppy/core";
import Dashboard from "@uppy/react/dashboard";
import { useEffect, useRef, useState } from "react";
import { type ApiClient, type RouterOutputs, useTRPCClient } from "../../api/trpc";

/** A file that reached the store: what the form is prefilled from and what it saves. */
export interface UploadedFile {
  fileName: string;
  mimeType: string;
  fileSize: number;
  /** Names the stored object for POST /api/digital-assets. */
  fileUrl: string;
}

export interface FileChooserProps {
  onUploaded: (file: UploadedFile) => void;
  /** The chosen file was removed: nothing is uploaded any more. */
  onCleared: () => void;
  onUploadParametersFailed: () => void;
}

const UPLOAD_HINT = "Supports PDF, images, and documents up to 50MB";

function createUppy(client: ApiClient, props: { current: FileChooserProps }) {
  const uppy = new Uppy({
    id: "digital-asset",
    autoProceed: true,
    // The server's list: anything else would be refused when the upload is requested.
    restrictions: {
      maxNumberOfFiles: 1,
      maxFileSize: MAX_UPLOAD_BYTES,
      allowedFileTypes: [...UPLOAD_MEDIA_TYPES],
    },
    // The server's words rather than Uppy's list of MIME types.
    locale: {
      strings: { youCanOnlyUploadFileTypes: UNSUPPORTED_MEDIA_TYPE },
      pluralize: (count: number) => (count === 1 ? 0 : 1),
    },
  }).use(AwsS3, {
    // One request straight to the store: the API's signed local URL takes a PUT; S3 takes a POST of
    // a signed policy that limits the size, so the store itself refuses more than 50 MB.
    shouldUseMultipart: false,
    async signRequest(request) {
      if (request.method !== "PUT" || "uploadId" in request)
        throw new Error(`Unexpected ${request.method} request: uploads are a single request`);
      // The type is declared up front, and the file must then be sent as exactly that type.
      const contentType = request.contentType ?? "";
      if (!isUploadMediaType(contentType)) throw new Error(UNSUPPORTED_MEDIA_TYPE);
      let upload: RouterOutputs["objects"]["createUpload"];
      try {
        // One file at a time: its own name is kept as the asset's original name.
        upload = await client.objects.createUpload.mutate({
          fileName: uppy.getFiles()[0]?.name,
          contentType,
        });
      } catch (error) {
        props.current.onUploadParametersFailed();
        throw error;
      }
      const url = new URL(upload.uploadURL, window.location.origin).href;
      if (upload.method === "POST") {
        return { url, key: upload.objectKey, fields: { ...upload.fields, "Content-Type": contentType } };
      }
      return { url, key: upload.objectKey, headers: { "content-type": contentType } };
    },
  });
  uppy.on("upload-success", (file, response) => {
    if (!file) return;
    props.current.onUploaded({
      fileName: file.name ?? "",
      mimeType: file.type ?? "",
      fileSize: file.size ?? 0,
      // Where the file landed (the PUT URL, or the bucket's URL and the key): its path ends with the object key.
      fileUrl: response.uploadURL ?? "",
    });
  });
  uppy.on("file-removed", () => props.current.onCleared());
  return uppy;
}

/**
 * Uppy's dashboard: pick or drop one file (at most 50 MB), see its thumbnail and progress, retry or
 * cancel; the file goes straight to the store and the parent hears when it is there.
 */
export function FileChooser(props: FileChooserProps) {
  const client = useTRPCClient();
  const latest = useRef(props);
  latest.current = props;
  const [uppy, setUppy] = useState<Uppy | null>(null);

  // Made in an effect, not in state: under StrictMode an instance destroyed by a cleanup is never reused.
  useEffect(() => {
    const instance = createUppy(client, latest);
    setUppy(instance);
    return () => instance.destroy();
  }, [client]);

  return (
    <Stack gap={4}>
      {uppy && (
        <Dashboard
          uppy={uppy}
          width="100%"
          height={240}
          proudlyDisplayPoweredByUppy={false}
          // Uppy's Done would clear the uploaded file from under the form; removing it stays possible.
          doneButtonHandler={null}
          metaFields={[{ id: "name", name: "Name", placeholder: "File name" }]}
        />
      )}
      <Text size="sm" c="dimmed">
        {UPLOAD_HINT}
      </Text>
    </Stack>
  );
}
