import { Box, Link } from "@mui/material";
import { PRODUCT_NAME } from "@openpawn/shared/constants";

/** The product's word mark, linking to the home page. */
export function Logo() {
  return (
    <Link href="/" underline="none" color="inherit" aria-label={`${PRODUCT_NAME} home`} sx={{ display: "inline-flex" }}>
      <Box component="span" sx={{ fontWeight: 800, fontSize: 22, letterSpacing: 0.5 }}>
        <Box component="span" sx={{ color: "primary.main" }}>
          Open
        </Box>
        Pawn
      </Box>
    </Link>
  );
}
