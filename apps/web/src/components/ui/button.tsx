import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Link as AriaLink,
  type ButtonProps as AriaButtonProps,
  type LinkProps as AriaLinkProps,
} from 'react-aria-components';
import { buttonClasses, type ButtonSize, type ButtonVariant } from '@/components/ui/button-classes';
import { Spinner } from '@/components/ui/spinner';

interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'children'> {
  size?: ButtonSize;
  variant?: ButtonVariant;
  isFullWidth?: boolean;
  isLoading?: boolean;
  className?: string;
  children?: ReactNode;
}

export function Button({
  size,
  variant,
  isFullWidth,
  isLoading = false,
  className,
  children,
  isDisabled,
  ...props
}: ButtonProps) {
  return (
    <AriaButton
      {...props}
      // Not RAC's isPending: its live announcement points at the button by id and is left
      // dangling (an unlabeled role=img) when a successful submit navigates away.
      isDisabled={isDisabled || isLoading}
      aria-busy={isLoading || undefined}
      className={buttonClasses({ size, variant, isFullWidth, className })}
    >
      {isLoading && <Spinner size="sm" className="text-current" />}
      {children}
    </AriaButton>
  );
}

interface ButtonLinkProps extends Omit<AriaLinkProps, 'className' | 'children'> {
  size?: ButtonSize;
  variant?: ButtonVariant;
  isFullWidth?: boolean;
  className?: string;
  children?: ReactNode;
}

/** Looks like a button, navigates like a link (client-side through the router). */
export function ButtonLink({ size, variant, isFullWidth, className, ...props }: ButtonLinkProps) {
  return (
    <AriaLink {...props} className={buttonClasses({ size, variant, isFullWidth, className })} />
  );
}
