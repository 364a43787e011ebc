import { Box, Container, Divider, Grid, Link, Stack, Typography } from "@mui/material";
import Language from "@mui/icons-material/Language";
import { SHELL_MESSAGES } from "@openpawn/shared/platform/messages";
import { Logo } from "../../../components/brand/logo.tsx";
import type { NavLink } from "../../../components/navigation/nav-link.ts";
import { useRuntimeConfig } from "../../../config/runtime-config-context.tsx";
import { isComingSoon } from "../../routes/pages.ts";
import { ComingSoonMark } from "../header/coming-soon-mark.tsx";
import { FOOTER_COMPANY, FOOTER_OFFICES, FOOTER_SECTIONS, FOOTER_TERMS_LINKS, resolvedFooterSections } from "./footer-content.ts";

function LinkList({ links }: { links: NavLink[] }) {
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: "none", p: 0, m: 0 }}>
      {links.map((link) => (
        <li key={link.href}>
          <Link href={link.href} color="text.secondary" underline="hover">
            {link.label}
          </Link>
          <ComingSoonMark show={isComingSoon(link.href)} />
        </li>
      ))}
    </Stack>
  );
}

function Heading({ children }: { children: string }) {
  return (
    <Typography component="h2" variant="subtitle2" gutterBottom>
      {children}
    </Typography>
  );
}

/** The page footer, rendered from footer-content.ts. */
export function Footer() {
  const sections = resolvedFooterSections(FOOTER_SECTIONS, useRuntimeConfig().links);
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: "divider", bgcolor: "background.paper", mt: "auto" }}>
      <Container sx={{ py: 5 }}>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Logo />
            <Typography color="text.secondary" sx={{ mt: 2 }}>
              {FOOTER_COMPANY.about}
            </Typography>
            <Typography color="text.secondary" variant="body2" sx={{ mt: 1 }}>
              {FOOTER_COMPANY.legalName}
            </Typography>
            <Box sx={{ mt: 3 }}>
              <Heading>Offices</Heading>
              {FOOTER_OFFICES.map((office) => (
                <Typography key={office.city} variant="body2" color="text.secondary" component="address" sx={{ fontStyle: "normal", mb: 1 }}>
                  <strong>{office.city}</strong>: {office.address}
                </Typography>
              ))}
            </Box>
          </Grid>
          {sections.map((section) => (
            <Grid key={section.heading} size={{ xs: 6, sm: 4, md: "grow" }}>
              <Heading>{section.heading}</Heading>
              <LinkList links={section.links} />
            </Grid>
          ))}
        </Grid>
        <Divider sx={{ my: 3 }} />
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "center" }, justifyContent: "space-between" }}>
          <Typography variant="body2" color="text.secondary">
            {SHELL_MESSAGES.copyright} {FOOTER_COMPANY.name}
          </Typography>
          <Stack direction="row" spacing={3} sx={{ alignItems: "center" }}>
            {FOOTER_TERMS_LINKS.map((link) => (
              <Link key={link.href} href={link.href} variant="body2" color="text.secondary" underline="hover">
                {link.label}
              </Link>
            ))}
            <Stack direction="row" spacing={0.5} sx={{ alignItems: "center", color: "text.secondary" }}>
              <Language fontSize="small" aria-hidden />
              <Typography variant="body2">{SHELL_MESSAGES.english}</Typography>
            </Stack>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
