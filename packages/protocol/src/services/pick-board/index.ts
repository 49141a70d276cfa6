/** The pick board (docs/product.md#pick-board): the DOB's board and the RTO's, one sub-area a file. */
export * from './dob';
export * from './rto';
