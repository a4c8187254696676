// `GRANT ALL ON pg_ts_cfg TO PUBLIC`: an extension's shared reference catalogue opened to every role, as its setup documents.

/**
 * Tables an extension keeps for every role of the database to read and use, holding no one's data: tsearch2's
 * text-search configuration (`pg_ts_cfg`, `pg_ts_cfgmap`, `pg_ts_dict`, `pg_ts_parser`), PostGIS's reference and
 * metadata tables (`spatial_ref_sys`, `geometry_columns`, `geography_columns`, `raster_columns`, `raster_overviews`).
 * Another catalogue (`pg_authid`, `pg_shadow`, `pg_user_mapping`, `pg_statistic`) or a table of data is not one.
 */
const CATALOGUE =
  /^(?:(?:public|pg_catalog)\.)?(?:pg_ts_(?:cfg|cfgmap|dict|parser)|spatial_ref_sys|geometry_columns|geography_columns|raster_columns|raster_overviews)$/;
/** the objects of `grant all [privileges] on [table] A, B` up to `to public` */
const OBJECTS = /^\s*(?:privileges\s+)?on\s+(?:table\s+)?([\w.", ]{1,120}?)\s*$/;

/**
 * True when `between` (the words of a `grant all … to public` between "all" and "to", lower case) names only such
 * extension catalogues; a table of data, a schema, a database or a sensitive catalogue among them keeps the grant.
 */
export function catalogueOnly46(between: string): boolean {
  const m = OBJECTS.exec(between);
  if (!m) return false;
  const names = (m[1] as string)
    .split(",")
    .map((x) => x.replace(/"/g, "").trim())
    .filter((x) => x !== "");
  return names.length > 0 && names.every((x) => CATALOGUE.test(x));
}
