import { clsx } from 'clsx';
import { Link, type LinkProps } from 'react-router';

/** An inline link in running text, navigating through the router. */
export function TextLink({ className, ...props }: LinkProps) {
  return (
    <Link
      {...props}
      className={clsx(
        'rounded font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-primary',
        className,
      )}
    />
  );
}
