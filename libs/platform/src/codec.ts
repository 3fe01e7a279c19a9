import { gunzipSync, gzipSync } from "node:zlib";
import { headers as natsHeaders, type MsgHdrs } from "@nats-io/transport-node";

/** Header that marks a gzip-compressed JSON payload. */
export const ENCODING_HEADER = "Hds-Encoding";
/**
 * Above this size a payload is compressed. Health records compress well, and NATS refuses
 * messages above its max_payload (1 MiB by default), while the API accepts bodies of 5 MiB.
 */
export const COMPRESS_ABOVE_BYTES = 128 * 1024;

/** Serialises a value for the bus, compressing it when large (and saying so in a header). */
export function encodeJson(value: unknown, headers: MsgHdrs = natsHeaders()): { data: Uint8Array; headers: MsgHdrs } {
  const text = JSON.stringify(value);
  if (text.length <= COMPRESS_ABOVE_BYTES) return { data: Buffer.from(text), headers };
  headers.set(ENCODING_HEADER, "gzip");
  return { data: gzipSync(text), headers };
}

/** Reads a payload written by {@link encodeJson}: a consumed message (`headers`) or a stored one (`header`). */
export function decodeJson<T = unknown>(message: {
  data: Uint8Array;
  headers?: MsgHdrs | undefined;
  header?: MsgHdrs | undefined;
}): T {
  const gzip = (message.headers ?? message.header)?.get(ENCODING_HEADER) === "gzip";
  const bytes = gzip ? gunzipSync(message.data) : message.data;
  return JSON.parse(new TextDecoder().decode(bytes)) as T;
}
