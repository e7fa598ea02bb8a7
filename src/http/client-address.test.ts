// The address failed sign-ins are counted against, with and without a trusted proxy.
import { describe, expect, test } from "bun:test";
import { clientAddress } from "./client-address";

describe("clientAddress", () => {
  test("without a trusted proxy, X-Forwarded-For is ignored", () => {
    expect(clientAddress("192.168.1.5", "10.0.0.1", undefined)).toBe("192.168.1.5");
  });
  test("from the trusted proxy, the address it appended counts", () => {
    expect(clientAddress("192.168.1.2", "10.0.0.1", "192.168.1.2")).toBe("10.0.0.1");
    // A client's own forged entries come first; the proxy appends the real one last.
    expect(clientAddress("::ffff:192.168.1.2", "6.6.6.6, 10.0.0.7", "192.168.1.2")).toBe("10.0.0.7");
  });
  test("from anyone else, the header is ignored even when a proxy is trusted", () => {
    expect(clientAddress("192.168.1.9", "10.0.0.1", "192.168.1.2")).toBe("192.168.1.9");
  });
  test("no header, or no peer at all", () => {
    expect(clientAddress("192.168.1.2", null, "192.168.1.2")).toBe("192.168.1.2");
    expect(clientAddress(undefined, "10.0.0.1", "192.168.1.2")).toBe("local");
  });
});
