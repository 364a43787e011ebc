import { Box, CircularProgress } from "@mui/material";

/** Shown in place of a page while its code loads. */
export function PageLoading() {
  return (
    <Box sx={{ display: "flex", justifyContent: "center", py: 10 }}>
      <CircularProgress aria-label="Loading page" />
    </Box>
  );
}
