import { getTableColumns, getTableName, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";

const isJson = (column: PgColumn) => ["json", "jsonb"].includes(column.getSQLType());

/** A cell as JSON: a json column takes the value itself, others their driver form (bigints as decimal strings). */
function cell(column: PgColumn, value: unknown): unknown {
  if (value == null) return null;
  if (isJson(column)) return value;
  const driverValue = column.mapToDriverValue(value);
  return typeof driverValue === "bigint" ? driverValue.toString() : driverValue;
}

/**
 * `INSERT INTO table (...) SELECT ... FROM jsonb_to_recordset($1)`: a batch of rows travels as one JSON
 * parameter. Building a many-row VALUES list costs a bind parameter and a query-builder step per cell,
 * which made the indexer's backfill spend more time composing SQL than the database spent writing it.
 * Every row must have the first row's keys (group rows by shape first): a value missing there is NULL,
 * not the column's default; a key the first row lacks is refused.
 */
export function insertJsonRows(table: PgTable, rows: readonly Record<string, unknown>[]): SQL {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(rows[0] ?? {});
  const picked = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
    return { key, column };
  });
  const shape = new Set(keys);
  const stray = rows.flatMap((row) => Object.keys(row)).find((key) => !shape.has(key));
  if (stray !== undefined) throw new Error(`${getTableName(table)} rows differ in shape: ${stray} is not in the first row`);
  const payload = rows.map((row) =>
    Object.fromEntries(picked.map(({ key, column }) => [column.name, cell(column, row[key])])),
  );
  const names = sql.join(
    picked.map(({ column }) => sql.identifier(column.name)),
    sql`, `,
  );
  const definitions = sql.join(
    picked.map(({ column }) => sql`${sql.identifier(column.name)} ${sql.raw(column.getSQLType())}`),
    sql`, `,
  );
  return sql`insert into ${table} (${names}) select ${names} from jsonb_to_recordset(${JSON.stringify(payload)}::jsonb) as rows(${definitions})`;
}
