import { headers } from "@nats-io/transport-node";
import { describe, expect, it } from "vitest";
import { COMPRESS_ABOVE_BYTES, decodeJson, ENCODING_HEADER, encodeJson } from "./codec.ts";

describe("bus payload codec", () => {
  it("keeps small payloads as plain JSON", () => {
    const { data, headers: h } = encodeJson({ a: 1 });
    expect(new TextDecoder().decode(data)).toBe('{"a":1}');
    expect(h.get(ENCODING_HEADER)).toBe("");
    expect(decodeJson({ data, headers: h })).toEqual({ a: 1 });
  });

  it("compresses large payloads, says so in a header, and reads them back", () => {
    const value = { notes: "fasting sample; ".repeat(COMPRESS_ABOVE_BYTES / 8) };
    const { data, headers: h } = encodeJson(value, headers());
    expect(h.get(ENCODING_HEADER)).toBe("gzip");
    expect(data.length).toBeLessThan(JSON.stringify(value).length / 10);
    expect(decodeJson({ data, header: h })).toEqual(value);
  });
});
