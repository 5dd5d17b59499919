"use client";

import { useServerInsertedHTML } from "next/navigation";
import { type ReactNode, useState } from "react";
import { ServerStyleSheet, StyleSheetManager } from "styled-components";

/**
 * Collects the styles of the components rendered on the server and puts them in the HTML,
 * so the first paint is styled: styled-components' registry for the App Router.
 */
export default function StyledComponentsRegistry({ children }: { children: ReactNode }) {
  // One sheet per render of the tree, made on its first render only.
  const [sheet] = useState(() => new ServerStyleSheet());

  useServerInsertedHTML(() => {
    const styles = sheet.getStyleElement();
    sheet.instance.clearTag();
    return <>{styles}</>;
  });

  // In the browser styled-components injects its styles itself.
  if (typeof window !== "undefined") return <>{children}</>;

  return <StyleSheetManager sheet={sheet.instance}>{children}</StyleSheetManager>;
}
