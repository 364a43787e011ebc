import { createTheme } from "@mui/material";
import { BREAKPOINTS } from "@openpawn/shared/constants";

export const theme = createTheme({
  palette: { mode: "dark", primary: { main: "#dba83d" }, background: { default: "#171a23", paper: "#1f2330" } },
  breakpoints: { values: { xs: 0, sm: BREAKPOINTS.sm, md: BREAKPOINTS.md, lg: BREAKPOINTS.lg, xl: BREAKPOINTS.xl } },
  shape: { borderRadius: 12 },
});
