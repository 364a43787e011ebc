import { Box, Container, Typography } from "@mui/material";
import type { HelpSection } from "../help-content.ts";

/** A help page: a title, an introduction, and sections of questions (or headings) with their answers. */
export function HelpPage({ title, intro, sections }: { title: string; intro: string; sections: HelpSection[] }) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {intro}
      </Typography>
      {sections.map((section) => (
        <Box component="section" key={section.title} aria-label={section.title} sx={{ mb: 4 }}>
          <Typography variant="h5" component="h2" gutterBottom>
            {section.title}
          </Typography>
          {section.entries.map((entry) => (
            <Box key={entry.question} sx={{ mb: 2.5 }}>
              <Typography variant="subtitle1" component="h3" fontWeight={700}>
                {entry.question}
              </Typography>
              {entry.answer.map((paragraph) => (
                <Typography key={paragraph} sx={{ mt: 0.75 }}>
                  {paragraph}
                </Typography>
              ))}
            </Box>
          ))}
        </Box>
      ))}
    </Container>
  );
}
