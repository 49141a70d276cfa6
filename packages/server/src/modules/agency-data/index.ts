/** The agency's own data in and out: the files of docs/data-formats.md. */
export { dataFormatsDoc } from './data-formats-doc';
export { type ImportResult, importAgency, type KindSummary } from './import';
export { FILE_KINDS, IMPORTED_TABLES } from './kinds';
export { exportAgency } from './write-csv';
