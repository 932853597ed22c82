/** Natural order for room numbers and the like: 9 before 10, "A2" before "A10". */
export const naturalCompare = new Intl.Collator('en', { numeric: true, sensitivity: 'base' })
  .compare;
