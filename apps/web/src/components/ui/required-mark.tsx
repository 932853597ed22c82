/**
 * The visual "required" star. It sits outside the <label> so the field's accessible name stays
 * the plain label text; screen readers learn "required" from aria-required instead.
 */
export function RequiredMark() {
  return (
    <span aria-hidden className="ml-0.5 text-sm text-red-600">
      *
    </span>
  );
}
