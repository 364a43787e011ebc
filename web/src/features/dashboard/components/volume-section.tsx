import { useState } from "react";
import { Divider, ToggleButton, ToggleButtonGroup } from "@mui/material";
import { DASHBOARD_MESSAGES } from "@openpawn/shared/dashboard/messages";
import type { VolumeInterval } from "@openpawn/shared/dashboard/schemas";
import { QueryList } from "../../../components/data/query-list.tsx";
import { useVolumeSeries } from "../hooks/dashboard-queries.ts";
import { DashboardSection } from "./dashboard-section.tsx";
import { ProtocolFigures } from "./protocol-figures.tsx";
import { VolumeCharts } from "./volume-charts.tsx";

/** The window each interval shows: about a month of days, half a year of weeks. */
const RANGES: Record<VolumeInterval, { periods: number; label: string }> = {
  day: { periods: 30, label: "30 days" },
  week: { periods: 26, label: "26 weeks" },
};

/** The protocol's totals, then what was lent over time and by token in the chosen window. */
export function VolumeSection() {
  const [interval, setInterval] = useState<VolumeInterval>("day");
  const series = useVolumeSeries({ interval, periods: RANGES[interval].periods });
  const toggle = (
    <ToggleButtonGroup size="small" exclusive value={interval} onChange={(_, next: VolumeInterval | null) => next && setInterval(next)} aria-label="Window">
      {(Object.keys(RANGES) as VolumeInterval[]).map((key) => (
        <ToggleButton key={key} value={key}>
          {RANGES[key].label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
  return (
    <DashboardSection title="Loan volume" action={toggle}>
      <ProtocolFigures />
      <Divider sx={{ my: 2 }} />
      <QueryList query={series} count={series.data?.tokens.length ?? 0} rows={4} emptyText={DASHBOARD_MESSAGES.volumeEmpty} errorText={DASHBOARD_MESSAGES.volumeError}>
        {series.data && <VolumeCharts series={series.data} />}
      </QueryList>
    </DashboardSection>
  );
}
