/** Shared look of inputs, so text fields, selects and time fields line up in one form. */
export const inputClasses =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm outline-none transition-colors placeholder:text-slate-400 focus:border-primary focus:ring-2 focus:ring-primary-muted data-invalid:border-red-500 data-invalid:focus:ring-red-200 data-disabled:bg-slate-100';

export const labelClasses = 'mb-1 block text-sm font-medium text-slate-700';
export const descriptionClasses = 'mt-1 block text-xs text-slate-500';
export const errorClasses = 'mt-1 block text-xs font-medium text-red-600';
