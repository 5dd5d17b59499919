/**
 * @colyseus/ws-transport 0.16's ES module build calls `new WebSocket.Server(…)` on the
 * default export of "ws", but ws 8's ES module entry exports the bare WebSocket class,
 * without the `Server` that only its CommonJS entry attaches (so the ESM transport throws
 * "WebSocket.Server is not a constructor" under plain Node). Loading that CommonJS entry
 * once, resolved from the transport's own folder (the very copy of ws it imports), attaches
 * `Server` to the shared class. Import this module before constructing a transport.
 */
import { createRequire } from "node:module";
import { dirname } from "node:path";

const require = createRequire(import.meta.url);
const transportEntry = require.resolve("@colyseus/ws-transport");
require(require.resolve("ws", { paths: [dirname(transportEntry)] }));
