/** Reports (DESIGN.md §10): the gateway's day aggregates and the rules that read them, re-exported by index.ts. */
export {
  productDaySchema,
  reportDayId,
  reportDaySchema,
  reportIncidentSchema,
  waiterDaySchema,
} from './docs/report.ts';
export type { ProductDay, ReportDay, ReportIncident, WaiterDay } from './docs/report.ts';
export type {
  CountAndCents,
  MenuEngineering,
  MenuQuadrant,
  ProductMixRow,
  ReportHeadline,
  ReportRange,
  ReportSummary,
  WaiterRow,
} from './rules/reports/summary.ts';
export {
  REPORT_AGGREGATE_VERSION,
  REPORT_SOURCE_TYPES,
  aggregateDay,
  methodSplit,
  reportDatesOf,
  reportDayVersion,
  reportTypes,
} from './rules/reports/aggregate.ts';
export type {
  DaySources,
  ReportDayBody,
  ReportProduct,
  ReportSourceDoc,
  ReportSourceType,
} from './rules/reports/aggregate.ts';
export { localHour } from './dates.ts';
export {
  MAX_REPORT_DAYS,
  REPORT_FROM_AFTER_TO_MESSAGE,
  REPORT_PRESET_IDS,
  REPORT_PRESETS,
  REPORT_RANGE_TOO_LONG_MESSAGE,
  daysOf,
  presetRange,
  previousRange,
  rangeProblem,
  reportRange,
  weekdayOf,
} from './rules/reports/ranges.ts';
export type { ReportPreset } from './rules/reports/ranges.ts';
export {
  MENU_POPULARITY_FACTOR,
  MENU_QUADRANT_ADVICE,
  MENU_QUADRANT_LABELS,
  MENU_QUADRANTS,
  menuEngineering,
  servingCostCents,
} from './rules/reports/menu.ts';
export type { MenuItem, MenuPlacement } from './rules/reports/menu.ts';
export {
  NO_CATEGORY_LABEL,
  categoryLabel,
  reportHeadline,
  reportSummary,
} from './rules/reports/summary-rules.ts';
export type { ReportCatalogue } from './rules/reports/summary-rules.ts';
export { INCIDENT_KIND_LABELS, reportCsvTables } from './rules/reports/csv.ts';
export type { ReportCsvTable } from './rules/reports/csv.ts';
