import type { ReactNode } from "react";
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from "@mui/material";
import { QueryList } from "../../../components/data/query-list.tsx";
import { DashboardSection, SectionPages } from "./dashboard-section.tsx";

/** A table column: its header, its cell, and whether phones leave it out. */
export interface Column<Item> {
  header: string;
  cell: (item: Item) => ReactNode;
  wideOnly?: boolean;
}

interface PagedList<Item> {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
  data?: { content: Item[]; total_pages: number };
}

const onWide = { display: { xs: "none", md: "table-cell" } } as const;

/** A dashboard section listing one page of a paged answer as a table, with its loading, empty and error states. */
export function PagedTableSection<Item extends { id: number }>({
  title,
  list,
  columns,
  page,
  onPage,
  emptyText,
  errorText,
}: {
  title: string;
  list: PagedList<Item>;
  columns: Column<Item>[];
  page: number;
  onPage: (page: number) => void;
  emptyText: string;
  errorText: string;
}) {
  const items = list.data?.content ?? [];
  return (
    <DashboardSection title={title}>
      <QueryList query={list} count={items.length} emptyText={emptyText} errorText={errorText}>
        <TableContainer>
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column.header} sx={column.wideOnly ? onWide : undefined}>
                    {column.header}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((item) => (
                <TableRow key={item.id} hover>
                  {columns.map((column) => (
                    <TableCell key={column.header} sx={column.wideOnly ? onWide : undefined}>
                      {column.cell(item)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <SectionPages pages={list.data?.total_pages} page={page} onChange={onPage} label={`Pages of ${title.toLowerCase()}`} />
      </QueryList>
    </DashboardSection>
  );
}
