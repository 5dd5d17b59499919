// The tests import the engine's modules one by one, not through an entry: register the
// three variants and the classic and random robots as the main entry does, and the levels
// as @flying/engine/robots does (entries.test.ts checks each entry alone).
import "./index.js";
import "./robots.js";
