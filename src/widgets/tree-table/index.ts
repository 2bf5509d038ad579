export { default as TreeTable, type TreeTableProps } from './TreeTable';
export { rowsOf, withPlaceholders, markHasChildren, isChildFlag, setChildren, loadTreeRows, UNRECOGNISED, type TreeRow } from './tree-data';
