/** A sortable column header: ascending on the first press, then it toggles (`x` / `-x`). */
export function SortHeader<Sort extends string>({
  field,
  sort,
  onSort,
  align = 'left',
  children,
}: {
  field: string;
  sort: Sort;
  onSort: (sort: Sort) => void;
  align?: 'left' | 'right';
  children: string;
}) {
  const direction = sort === field ? 'ascending' : sort === `-${field}` ? 'descending' : 'none';
  return (
    <th
      scope="col"
      aria-sort={direction}
      className={`px-3 py-2 font-medium ${align === 'right' ? 'text-right' : 'text-left'}`}
    >
      {/* Buttons do not inherit the header's uppercase (preflight resets text-transform). */}
      <button
        type="button"
        className="inline-flex items-center gap-1 rounded uppercase outline-none hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-primary"
        onClick={() => onSort((direction === 'ascending' ? `-${field}` : field) as Sort)}
      >
        {children}
        <span aria-hidden>
          {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
        </span>
      </button>
    </th>
  );
}
