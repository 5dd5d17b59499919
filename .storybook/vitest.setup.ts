// Applies the preview (decorators, globals, a11y.test = "error") and the a11y addon's
// annotations (the axe run after each story) to every story run as a Vitest test.
import * as a11yAddonAnnotations from "@storybook/addon-a11y/preview";
import { setProjectAnnotations } from "@storybook/react-vite";
import * as projectAnnotations from "./preview.js";

setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);
