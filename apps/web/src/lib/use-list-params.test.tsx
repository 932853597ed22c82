import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useListParams } from './use-list-params';

interface Params {
  page: number;
  status: string;
  booking: string;
}
const read = (search: URLSearchParams): Params => ({
  page: Number(search.get('page') ?? 1),
  status: search.get('status') ?? '',
  booking: search.get('booking') ?? '',
});
const write = (params: Params) =>
  new URLSearchParams(
    Object.entries(params).filter(([key, value]) => value && !(key === 'page' && value === 1)),
  );

let update: (next: Partial<Params>) => void = () => {};
function List() {
  const [, set] = useListParams(read, write);
  update = set;
  return <p data-testid="search">{useLocation().search}</p>;
}

describe('list params in the URL', () => {
  it('keeps both of two quick changes made before the list renders again', () => {
    const router = createMemoryRouter([{ path: '/', Component: List }]);
    const view = render(<RouterProvider router={router} />);
    // A chip and typing in the same moment: both from the same render's setter.
    act(() => {
      update({ status: 'paid' });
      update({ booking: '103' });
    });
    expect(view.getByTestId('search').textContent).toBe('?status=paid&booking=103');
  });
});
