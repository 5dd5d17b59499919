/**
 * Hosts of the tests' own, for what must cross a network: Linux network namespaces (Debian's
 * iproute2, `ip netns`), each with one Ethernet interface, all on one bridge of a "switch"
 * namespace, as machines on one LAN are. A namespace has its own interfaces, addresses,
 * routes, loopback and ports: a process run in one (`ip netns exec`) reaches another only
 * over the veth pairs and the bridge, and nothing of the machine's own network (its
 * loopback, its ports, its eth0) is in them. Nothing is added to the root namespace.
 *
 * Names carry the creating process's pid (`fly-<pid>-<tag>-<host>`), so runs side by side do
 * not meet, and a run that crashed before its cleanup is told by its pid being gone: its
 * namespaces are removed by the next run's `createLan`.
 */
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { connect } from "node:net";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Child } from "./test-redis.js";

/** The LAN's addresses: 10.231.0.0/24, host n at 10.231.0.n. */
const SUBNET = "10.231.0";
const PREFIX = "fly-";
const OWN = new RegExp(`^${PREFIX}(\\d+)-[0-9a-f]+-[a-z0-9]+$`);

export interface Host {
  /** The host's name in the test (`server`, `ada`). */
  host: string;
  /** Its network namespace. */
  namespace: string;
  /** Its one address, on its eth0. */
  address: string;
}

export interface Lan {
  hosts: Record<string, Host>;
  /** Stops what still runs in the namespaces and deletes them (safe to call twice). */
  dispose(): void;
}

/** Runs `ip` with `args`; throws with its own words if it fails. */
function ip(args: string[]): string {
  const run = spawnSync("ip", args, { encoding: "utf8" });
  if (run.error) throw run.error;
  if (run.status !== 0) {
    throw new Error(`ip ${args.join(" ")} failed (${run.status}): ${run.stderr.trim()}`);
  }
  return run.stdout;
}

/**
 * Throws a clear error if `ip` (Debian's iproute2) is missing: these tests never skip, and
 * .ci/run installs it.
 */
export function requireIp(): void {
  const probe = spawnSync("ip", ["-V"], { encoding: "utf8" });
  if (probe.error || probe.status !== 0) {
    throw new Error(
      "`ip` is not installed: the network tests need Debian's iproute2 (apt-get install -y iproute2; .ci/run installs it)",
    );
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, another user's.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The namespaces that exist now (`ip netns list` prints "name (id: n)" or "name"). */
function namespaces(): string[] {
  return ip(["netns", "list"])
    .split("\n")
    .map((line) => line.trim().split(/\s+/)[0] ?? "")
    .filter((name) => name !== "");
}

/**
 * Kills what runs in `namespace` and deletes it. Only ever called on this file's own
 * namespaces: what runs there was started there by a test.
 */
function remove(namespace: string): void {
  const pids = spawnSync("ip", ["netns", "pids", namespace], { encoding: "utf8" });
  for (const pid of (pids.stdout ?? "").split(/\s+/).filter(Boolean).map(Number)) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // Gone already.
    }
  }
  spawnSync("ip", ["netns", "delete", namespace], { encoding: "utf8" });
}

/** Removes the namespaces of runs whose process is gone (a crash, a kill -9). */
export function removeStale(): string[] {
  const stale = namespaces().filter((name) => {
    const pid = Number(OWN.exec(name)?.[1] ?? Number.NaN);
    return Number.isInteger(pid) && pid !== process.pid && !alive(pid);
  });
  for (const name of stale) remove(name);
  return stale;
}

/**
 * Makes one host per name, 10.231.0.1 for the first and so on, on one bridge, all up. Any
 * failure (no `ip`, no right to make namespaces) throws, saying which step failed, after
 * removing what was made.
 */
export function createLan(names: readonly string[]): Lan {
  requireIp();
  removeStale();
  const made: string[] = [];
  // The pid tells a crashed run's namespaces; the tag, two LANs of one process apart.
  const tag = randomBytes(3).toString("hex");
  const make = (host: string) => {
    const namespace = `${PREFIX}${process.pid}-${tag}-${host}`;
    try {
      ip(["netns", "add", namespace]);
    } catch (error) {
      throw new Error(
        `could not create the network namespace ${namespace} (the network tests need root, or CAP_SYS_ADMIN and CAP_NET_ADMIN): ${(error as Error).message}`,
      );
    }
    made.push(namespace);
    return namespace;
  };
  const dispose = () => {
    for (const namespace of made.splice(0).reverse()) remove(namespace);
  };
  try {
    const lan = make("lan");
    ip(["-n", lan, "link", "add", "br0", "type", "bridge"]);
    ip(["-n", lan, "link", "set", "br0", "up"]);
    const hosts: Record<string, Host> = {};
    for (const [i, host] of names.entries()) {
      if (!/^[a-z0-9]{1,10}$/.test(host) || host === "lan") throw new Error(`bad host ${host}`);
      const namespace = make(host);
      const address = `${SUBNET}.${i + 1}`;
      // One veth pair a host: eth0 in the host, its peer a port of the bridge.
      ip([
        "-n",
        lan,
        "link",
        "add",
        `p-${host}`,
        "type",
        "veth",
        "peer",
        "name",
        "eth0",
        "netns",
        namespace,
      ]);
      ip(["-n", lan, "link", "set", `p-${host}`, "master", "br0", "up"]);
      ip(["-n", namespace, "addr", "add", `${address}/24`, "dev", "eth0"]);
      ip(["-n", namespace, "link", "set", "eth0", "up"]);
      ip(["-n", namespace, "link", "set", "lo", "up"]);
      hosts[host] = { host, namespace, address };
    }
    return { hosts, dispose };
  } catch (error) {
    dispose();
    throw error;
  }
}

/**
 * `lan`'s host `name`, for a test: throws `notStarted` (why the LAN or what runs on it did not
 * come up, kept by beforeAll) if there is one, so the test fails with it rather than being
 * skipped; else throws if `lan` has no such host.
 */
export function lanHost(lan: Lan | undefined, name: string, notStarted?: unknown): Host {
  if (notStarted) throw notStarted;
  const host = lan?.hosts[name];
  if (!host) throw new Error(`no host ${name}`);
  return host;
}

/** A process run in `host`'s namespace; what it prints is kept. */
export function runIn(
  host: Host,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
): Child {
  // `ip netns exec` enters the namespace and execs the command: the pid is the command's.
  const started = spawn("ip", ["netns", "exec", host.namespace, command, ...args], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  started.stdout?.on("data", (chunk) => {
    output += String(chunk);
  });
  started.stderr?.on("data", (chunk) => {
    output += String(chunk);
  });
  const exited = new Promise<void>((resolve) => {
    if (started.exitCode !== null || started.signalCode !== null) resolve();
    started.once("exit", () => resolve());
    started.once("error", () => resolve());
  });
  return {
    process: started,
    output: () => output,
    async stop(ms = 5_000) {
      if (started.exitCode === null && started.signalCode === null) {
        started.kill("SIGTERM");
        const timer = setTimeout(() => started.kill("SIGKILL"), ms);
        await exited;
        clearTimeout(timer);
      }
    },
  };
}

/** Resolves once `child` prints a line `ready` matches; fails if it exits first or takes `ms`. */
export function untilOutput(child: Child, ready: RegExp, what: string, ms = 10_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (ready.test(child.output())) finish();
    };
    const finish = (error?: Error) => {
      clearTimeout(timer);
      child.process.stdout?.off("data", check);
      child.process.stderr?.off("data", check);
      child.process.off("exit", exited);
      error ? reject(error) : resolve();
    };
    const exited = (code: number | null) =>
      finish(new Error(`${what} exited (${code}) before it was ready:\n${child.output()}`));
    const timer = setTimeout(
      () => finish(new Error(`${what} not ready within ${ms} ms:\n${child.output()}`)),
      ms,
    );
    child.process.stdout?.on("data", check);
    child.process.stderr?.on("data", check);
    child.process.once("exit", exited);
    check();
  });
}

/** The sockets listening for TCP in `host` (`ss`, of iproute2), as "address:port". */
export function listening(host: Host): string[] {
  const run = spawnSync("ip", ["netns", "exec", host.namespace, "ss", "-Hltn"], {
    encoding: "utf8",
  });
  if (run.status !== 0) throw new Error(`ss in ${host.namespace} failed: ${run.stderr}`);
  // "LISTEN 0 511 10.231.0.1:2567 0.0.0.0:*": the fourth column is the local address.
  return run.stdout
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => line.trim().split(/\s+/)[3] ?? "");
}

/** The bytes `host`'s eth0 has received and sent so far (the kernel's counters). */
export function traffic(host: Host): { rx: number; tx: number } {
  const [link] = JSON.parse(ip(["-n", host.namespace, "-j", "-s", "link", "show", "eth0"])) as {
    stats64: { rx: { bytes: number }; tx: { bytes: number } };
  }[];
  if (!link) throw new Error(`no eth0 in ${host.namespace}`);
  return { rx: link.stats64.rx.bytes, tx: link.stats64.tx.bytes };
}

export type Reach = "connected" | "timeout" | string;

/**
 * Whether a TCP connection to `address:port` opens within `ms`, from this process (the
 * root namespace) when `from` is undefined, else from a `node` run in `from`'s namespace:
 * "connected", "timeout", or the error's code (ECONNREFUSED, ENETUNREACH).
 */
export async function reach(
  address: string,
  port: number,
  from?: Host,
  ms = 1_500,
): Promise<Reach> {
  if (!from) {
    return new Promise((resolve) => {
      const socket = connect({ host: address, port });
      const done = (result: Reach) => {
        clearTimeout(timer);
        socket.destroy();
        resolve(result);
      };
      const timer = setTimeout(() => done("timeout"), ms);
      socket.once("connect", () => done("connected"));
      socket.once("error", (error: NodeJS.ErrnoException) => done(error.code ?? error.message));
    });
  }
  const script = `
    const socket = require("node:net").connect({ host: ${JSON.stringify(address)}, port: ${port} });
    const done = (result) => { console.log(result); process.exit(0); };
    setTimeout(() => done("timeout"), ${ms});
    socket.once("connect", () => done("connected"));
    socket.once("error", (error) => done(error.code ?? error.message));
  `;
  const probe = runIn(from, process.execPath, ["-e", script]);
  await new Promise<void>((resolve) => probe.process.once("exit", () => resolve()));
  return probe.output().trim();
}

/**
 * Bundles `entry` (a TypeScript file of this folder) into `folder` for a plain `node` run in
 * a namespace, the engine from its sources; the dependencies left out resolve from the
 * repository's node_modules, as bundleServer's do.
 */
export async function bundleScript(entry: string, folder: string): Promise<string> {
  const { build } = await import("esbuild");
  const here = dirname(fileURLToPath(import.meta.url));
  const outfile = join(folder, `${basename(entry, ".ts")}.mjs`);
  await build({
    entryPoints: [join(here, entry)],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    // The longer name first in esbuild's eyes: "@flying/engine" alone would also take
    // "@flying/engine/robots" to a path inside index.ts.
    alias: {
      "@flying/engine": join(here, "../../engine/src/index.ts"),
      "@flying/engine/robots": join(here, "../../engine/src/robots.ts"),
    },
    logLevel: "error",
  });
  return outfile;
}
