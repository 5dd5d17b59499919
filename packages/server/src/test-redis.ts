/**
 * Helpers for the scale-out tests: a redis-server of their own on a free loopback port
 * (Debian's; nothing else starts one), and Flying servers as separate Node processes,
 * each with its own port, all sharing that Redis.
 *
 * The servers are separate processes, not several `createServer()` in the test's process:
 * Colyseus' matchmaker is one module-wide singleton (one processId, one presence, one
 * driver, one room table per Node process), so two servers in one process would not be
 * two Colyseus processes at all. The child processes run the server's real entry point,
 * `src/main.ts` (PORT, HOST, REDIS_URL from the environment, as in production), bundled by
 * esbuild (tsup's) with the engine from its sources, so that the test never runs a stale
 * `dist`.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer as createNetServer } from "node:net";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const repository = join(here, "../../..");

/** A port free on 127.0.0.1 right now (the OS picks it; it is released for the caller). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** A child process, with what it printed so far (for the failure messages). */
export interface Child {
  process: ChildProcess;
  output: () => string;
  /** SIGTERM, then SIGKILL if it has not exited within `ms`; resolves once it has exited. */
  stop(ms?: number): Promise<void>;
}

function child(command: string, args: string[], env?: NodeJS.ProcessEnv): Child {
  const process_ = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  process_.stdout?.on("data", (chunk) => {
    output += String(chunk);
  });
  process_.stderr?.on("data", (chunk) => {
    output += String(chunk);
  });
  const exited = new Promise<void>((resolve) => {
    if (process_.exitCode !== null || process_.signalCode !== null) resolve();
    process_.once("exit", () => resolve());
    process_.once("error", () => resolve());
  });
  return {
    process: process_,
    output: () => output,
    async stop(ms = 5_000) {
      if (process_.exitCode === null && process_.signalCode === null) {
        process_.kill("SIGTERM");
        const timer = setTimeout(() => process_.kill("SIGKILL"), ms);
        await exited;
        clearTimeout(timer);
      }
    },
  };
}

/** Resolves once `child` prints something `ready` matches; fails if it exits or takes `ms`. */
function untilPrinted(started: Child, ready: RegExp, what: string, ms = 10_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (ready.test(started.output())) finish();
    };
    const finish = (error?: Error) => {
      clearTimeout(timer);
      started.process.stdout?.off("data", check);
      started.process.stderr?.off("data", check);
      started.process.off("exit", exited);
      started.process.off("error", failed);
      error ? reject(error) : resolve();
    };
    const exited = (code: number | null) =>
      finish(new Error(`${what} exited (${code}) before it was ready:\n${started.output()}`));
    const failed = (error: Error) => finish(new Error(`${what} did not start: ${error.message}`));
    const timer = setTimeout(
      () => finish(new Error(`${what} not ready within ${ms} ms:\n${started.output()}`)),
      ms,
    );
    started.process.stdout?.on("data", check);
    started.process.stderr?.on("data", check);
    started.process.once("exit", exited);
    started.process.once("error", failed);
    check();
  });
}

export interface RunningRedis extends Child {
  port: number;
  url: string;
}

/**
 * Starts Debian's redis-server on 127.0.0.1 and a free port, persisting nothing. Throws a
 * clear error if redis-server is not installed: these tests never skip.
 */
export async function startRedis(): Promise<RunningRedis> {
  const probe = spawnSync("redis-server", ["--version"], { encoding: "utf8" });
  if (probe.error || probe.status !== 0) {
    throw new Error(
      "redis-server is not installed: the scale-out tests need it (apt-get install -y redis-server; .ci/run installs it)",
    );
  }
  const port = await freePort();
  const redis = child("redis-server", [
    "--port",
    String(port),
    "--bind",
    "127.0.0.1",
    "--save",
    "",
    "--appendonly",
    "no",
    "--protected-mode",
    "yes",
  ]);
  try {
    await untilPrinted(redis, /Ready to accept connections/, `redis-server on port ${port}`);
  } catch (error) {
    await redis.stop();
    throw error;
  }
  return Object.assign(redis, { port, url: `redis://127.0.0.1:${port}` });
}

/** The server's entry point bundled into a fresh folder; `dispose` removes it. */
export async function bundleServer(): Promise<{ entry: string; dispose(): void }> {
  const { build } = await import("esbuild");
  // Inside the repository's node_modules, so that the bundle's dependencies (left out of
  // it: Colyseus, ioredis, ws) resolve from the repository's node_modules as they do in dist.
  const cache = join(repository, "node_modules/.cache");
  mkdirSync(cache, { recursive: true });
  const folder = mkdtempSync(join(cache, "flying-server-scale-"));
  const entry = join(folder, "main.mjs");
  await build({
    entryPoints: [join(here, "main.ts")],
    outfile: entry,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    // The longer name first in esbuild's eyes: "@flying/engine" alone would also take
    // "@flying/engine/robots" to a path inside index.ts.
    alias: {
      "@flying/engine": join(repository, "packages/engine/src/index.ts"),
      "@flying/engine/robots": join(repository, "packages/engine/src/robots.ts"),
    },
    logLevel: "error",
  });
  return { entry, dispose: () => rmSync(folder, { recursive: true, force: true }) };
}

export interface ServerProcess extends Child {
  port: number;
  /** The WebSocket endpoint, for `new Client(url)`. */
  url: string;
}

/** Runs the bundled server as its own process on 127.0.0.1:`port` with `env` added. */
export async function startServerProcess(
  entry: string,
  env: Record<string, string>,
): Promise<ServerProcess> {
  const port = await freePort();
  const server = child(process.execPath, [entry], {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    ...env,
  });
  try {
    await untilPrinted(server, /listening on ws:\/\//, `the server on port ${port}`);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return Object.assign(server, { port, url: `ws://127.0.0.1:${port}` });
}
