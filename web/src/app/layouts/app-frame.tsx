import type { ReactNode } from "react";
import { Box } from "@mui/material";
import { Footer } from "./footer/footer.tsx";
import { Header } from "./header/header.tsx";
import { UnderDevelopmentBanner } from "./under-development-banner.tsx";

/** The frame of every layout: banner, header, the page, footer, and the layout's dialogs. */
export function AppFrame({ children, dialogs }: { children: ReactNode; dialogs?: ReactNode }) {
  return (
    <Box sx={{ minHeight: "100vh", display: "flex", flexDirection: "column" }}>
      <UnderDevelopmentBanner />
      <Header />
      <Box component="main" sx={{ flexGrow: 1 }}>
        {children}
      </Box>
      <Footer />
      {dialogs}
    </Box>
  );
}
