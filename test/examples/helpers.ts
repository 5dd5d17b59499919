// Shared by the tests of examples/*: the packages as npm packs them, each example installed
// from those tarballs in a temporary copy outside the workspace, servers on 127.0.0.1, and a
// Chromium that collects every console message.
import { type ChildProcess, execFile, spawn } from "node:child_process";
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
} from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { dirname, extname, join, normalize, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { type Browser, chromium, type Page } from "playwright-core";
import { chromiumLaunchOptions } from "../../scripts/chromium.mjs";

export const root = fileURLToPath(new URL("../..", import.meta.url));
export const PACKAGES = ["@flying/engine", "@flying/react"] as const;

/** A fresh directory under the system's temp dir, outside the workspace and its links. */
export const tempDir = (prefix: string) => mkdtempSync(join(tmpdir(), `flying-${prefix}-`));

/**
 * The environment of the commands run here: none of the npm_* variables of the `npm`/`npx`
 * that started Vitest (npm_config_local_prefix and friends would point npm back at the
 * workspace), no NODE_ENV=test from Vitest (Vite and Next would build for tests).
 */
function childEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env))
    if (!/^(npm_|NODE_ENV$|VITEST|TEST$|INIT_CWD$)/i.test(key)) env[key] = value;
  return { ...env, NEXT_TELEMETRY_DISABLED: "1", ...extra };
}

/** Runs a command to its end (bounded by `timeout` ms), failing with its output. */
export function run(
  command: string,
  args: string[],
  options: { cwd: string; timeout: number; env?: Record<string, string> },
): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      command,
      args,
      {
        cwd: options.cwd,
        env: childEnv(options.env),
        timeout: options.timeout,
        killSignal: "SIGKILL",
        maxBuffer: 64 * 1024 * 1024,
        encoding: "utf8",
      },
      (error, stdout, stderr) => {
        if (error)
          reject(
            new Error(
              `${command} ${args.join(" ")} failed: ${error.message}\n${stdout}\n${stderr}`,
            ),
          );
        else resolve(`${stdout}${stderr}`);
      },
    );
  });
}

/** Logs how long a step took, so the test's output carries its timings. */
export async function timed<T>(label: string, step: () => Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    return await step();
  } finally {
    console.log(`[examples] ${label}: ${((performance.now() - start) / 1000).toFixed(1)} s`);
  }
}

export interface Pack {
  name: string;
  version: string;
  tarball: string;
  files: string[];
}

/** `npm pack` of both packages (their current dist: `npm run build` comes first). */
export async function packPackages(destination: string): Promise<Pack[]> {
  const args = ["pack", "--json", "--ignore-scripts", "--pack-destination", destination];
  for (const name of PACKAGES) args.push("--workspace", name);
  const output = await run("npm", args, { cwd: root, timeout: 60_000 });
  const packs: { name: string; version: string; filename: string; files: { path: string }[] }[] =
    JSON.parse(output.slice(output.indexOf("[")));
  return PACKAGES.map((name) => {
    const pack = packs.find((entry) => entry.name === name);
    if (!pack) throw new Error(`npm pack gave no tarball for ${name}`);
    return {
      name,
      version: pack.version,
      tarball: join(destination, pack.filename),
      files: pack.files.map((file) => file.path),
    };
  });
}

/**
 * A copy of examples/<name> in a temp dir, with the tarballs installed by npm the way a user
 * installs published packages: `npm install` of the tarballs next to the example's other
 * dependencies, from the npm cache that the workspace's `npm ci` filled (--prefer-offline).
 * No symlink to the workspace: Turbopack refuses a node_modules link that points out of its
 * root, and links would test packages/* rather than what npm publishes.
 */
export async function installExample(
  name: string,
  packs: Pack[],
  /** Packages to install in place of the example's own versions (`react@18.3.1`). */
  overrides: readonly string[] = [],
): Promise<string> {
  const dir = join(tempDir(`example-${name}`), name);
  cpSync(join(root, "examples", name), dir, {
    recursive: true,
    filter: (source) => !/[\\/](node_modules|\.next|dist)$/.test(source),
  });
  try {
    await timed(`npm install (examples/${name})`, () =>
      run(
        "npm",
        [
          "install",
          "--prefer-offline",
          "--no-audit",
          "--no-fund",
          "--ignore-scripts",
          "--no-package-lock",
          ...packs.map((pack) => pack.tarball),
          ...overrides,
        ],
        { cwd: dir, timeout: 180_000 },
      ),
    );
    for (const pack of packs) {
      const installed = join(dir, "node_modules", pack.name);
      if (lstatSync(installed).isSymbolicLink())
        throw new Error(`${installed} is a symlink, not the tarball's contents`);
      const manifest = JSON.parse(readFileSync(join(installed, "package.json"), "utf8"));
      if (manifest.version !== pack.version || !realpathSync(installed).startsWith(dir))
        throw new Error(`${installed} is not the packed ${pack.name}@${pack.version}`);
    }
    // One engine, the packed one: @flying/react's dependency on it resolved to the tarball.
    if (existsSync(join(dir, "node_modules/@flying/react/node_modules/@flying/engine")))
      throw new Error("npm installed a second @flying/engine under @flying/react");
  } catch (error) {
    removeTemp(dirname(dir));
    throw error;
  }
  return dir;
}

/** Removes a temp dir made by tempDir() (the parent of an installed example). */
export function removeTemp(dir: string | undefined): void {
  if (dir?.startsWith(tmpdir())) rmSync(dir, { recursive: true, force: true });
}

/** A port that was free on 127.0.0.1 a moment ago. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json",
  ".map": "application/json",
};

/** A static server of a built dist on 127.0.0.1 and a port of its own. */
export async function serveStatic(dir: string): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname);
    const file = normalize(join(dir, path.endsWith("/") ? `${path}index.html` : path));
    if (!file.startsWith(dir + sep)) {
      response.writeHead(403).end();
      return;
    }
    try {
      const body = readFileSync(file);
      response.writeHead(200, {
        "content-type": TYPES[extname(file)] ?? "application/octet-stream",
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}/` };
}

/** Starts a long-running command in a process group of its own (stopProcess ends it). */
export function startProcess(
  command: string,
  args: string[],
  cwd: string,
): { child: ChildProcess; output: () => string } {
  let output = "";
  const child = spawn(command, args, { cwd, env: childEnv(), detached: true });
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  return { child, output: () => output };
}

/** Ends a process started by startProcess, and its children, by its group id. */
export async function stopProcess(child: ChildProcess | undefined): Promise<void> {
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      if (child.pid) process.kill(-child.pid, "SIGKILL");
    } catch {}
  }, 5_000);
  await exited;
  clearTimeout(timer);
}

/** Polls a URL until it answers 200 (bounded), failing early if the server died. */
export async function waitForUrl(url: string, child: ChildProcess, timeout: number): Promise<void> {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeout} ms`);
}

export const launchChromium = (): Promise<Browser> => chromium.launch(chromiumLaunchOptions);

/** Every console message and uncaught error of a page, as "type: text". */
export function collectConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on("console", (message) => messages.push(`${message.type()}: ${message.text()}`));
  page.on("pageerror", (error) => messages.push(`pageerror: ${error.message}`));
  page.on("requestfailed", (request) => messages.push(`requestfailed: ${request.url()}`));
  return messages;
}

/** The messages a clean page must not have: errors and warnings of any kind. */
export const problems = (messages: string[]) =>
  messages.filter((message) => !/^(log|info|debug|verbose): /.test(message));
