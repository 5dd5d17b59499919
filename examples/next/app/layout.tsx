import type { Metadata } from "next";
import type { ReactNode } from "react";
import StyledComponentsRegistry from "./registry";

export const metadata: Metadata = {
  title: "Flying Chess with Next.js",
  description: "Aeroplane Chess against three robots, rendered on the server.",
};

export default function RootLayout({ children }: Readonly<{ children: ReactNode }>) {
  return (
    <html lang="en">
      <body>
        <StyledComponentsRegistry>{children}</StyledComponentsRegistry>
      </body>
    </html>
  );
}
