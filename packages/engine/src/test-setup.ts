// The tests import the engine's modules one by one, not through an entry: register the
// three variants as the main entry does.
import "./index.js";
