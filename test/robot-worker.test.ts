// The README's advice, run: a robot in a worker thread gets the state as structured-clone
// data (what postMessage carries) and answers with the very action it gives in-process.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { createGame, reduce } from "@flying/engine";
import { robots } from "@flying/engine/robots";
import { expect, it } from "vitest";

const WORKER = `
import { parentPort } from "node:worker_threads";
import "@flying/engine";
import { robots } from "@flying/engine/robots";
parentPort.on("message", ({ robot, state }) => parentPort.postMessage(robots[robot].act(state)));
`;

it("a robot in a worker answers each state with the action it gives on the main thread", async () => {
  // Inside the repository, so that "@flying/engine" resolves to the built workspace package.
  const dir = join(
    dirname(fileURLToPath(import.meta.url)),
    "..",
    "node_modules",
    ".cache",
    "readme",
  );
  mkdirSync(dir, { recursive: true });
  const file = join(dir, "robot-worker.mjs");
  writeFileSync(file, WORKER);
  const worker = new Worker(file);
  const ask = (state: unknown): Promise<unknown> =>
    new Promise((resolve) => {
      worker.once("message", resolve);
      worker.postMessage({ robot: "expert", state });
    });
  try {
    let state = createGame({ variant: "aeroplane", seed: 9 });
    for (let n = 0; n < 60 && !state.over; n++) {
      const action = await ask(state);
      expect(action).toEqual(robots.expert.act(state));
      state = reduce(state, robots.expert.act(state));
    }
    expect(state.history.length).toBe(60);
  } finally {
    await worker.terminate();
  }
});
