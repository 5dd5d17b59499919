// The bounded load test (src/load.ts, also `npm run load`): 200 rooms of 4 real colyseus.js
// clients at once against one server process, a few actions per room so that it stays
// short. It asserts that no game lost or duplicated an action and that every room's clients
// agree; the figures (actions per second, latency, memory per room) are printed, never
// asserted: they depend on the machine and on whatever else it runs.
import { Client } from "colyseus.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatReport, runLoad } from "./load.js";
import { bundleServer } from "./test-redis.js";

let bundle: Awaited<ReturnType<typeof bundleServer>>;
beforeAll(async () => {
  // The server's real entry point, main.ts, bundled with the engine from its sources.
  bundle = await bundleServer();
});
afterAll(() => bundle?.dispose());

describe("200 rooms of 4 clients at once", () => {
  it("lose or duplicate no action, and every room's clients agree", async () => {
    const report = await runLoad({
      Client,
      entry: bundle.entry,
      rooms: 200,
      clients: 4,
      actions: 8,
      pace: 100,
      timeout: 100_000,
    });
    console.log(`load test (server project):\n${formatReport(report)}`);
    expect(report.problems).toEqual([]);
    expect(report.clients).toBe(800);
    expect(report.actions).toBe(200 * 8);
    expect(report.latency.p50).toBeGreaterThan(0);
  }, 120_000);
});
