export { default as TreeTable, type TreeTableProps } from './TreeTable';
export { rowsOf, withPlaceholders, setChildren, loadTreeRows, UNRECOGNISED, type TreeRow } from './tree-data';
