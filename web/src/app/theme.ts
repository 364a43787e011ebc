import { createTheme, type LinkProps } from "@mui/material";
import { BREAKPOINTS } from "@openpawn/shared/constants";
import { LinkBehavior } from "../components/navigation/link-behavior.tsx";

export const theme = createTheme({
  palette: { mode: "dark", primary: { main: "#dba83d" }, background: { default: "#171a23", paper: "#1f2330" } },
  breakpoints: { values: { xs: 0, sm: BREAKPOINTS.sm, md: BREAKPOINTS.md, lg: BREAKPOINTS.lg, xl: BREAKPOINTS.xl } },
  shape: { borderRadius: 12 },
  components: {
    // Every MUI link or button with an href goes through the router (internal) or opens a new tab (external).
    MuiLink: { defaultProps: { component: LinkBehavior } as LinkProps },
    MuiButtonBase: { defaultProps: { LinkComponent: LinkBehavior } },
  },
});
