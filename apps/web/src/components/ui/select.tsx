import { clsx } from 'clsx';
import { Check, ChevronDown } from 'lucide-react';
import type { Key, ReactNode } from 'react';
import {
  Button,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  Text,
} from 'react-aria-components';
import { RequiredMark } from '@/components/ui/required-mark';
import {
  descriptionClasses,
  errorClasses,
  inputClasses,
  labelClasses,
} from '@/components/ui/field-classes';

export interface SelectOption {
  id: string;
  label: string;
}

interface SelectProps {
  label: ReactNode;
  options: readonly SelectOption[];
  value: string | null | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
  description?: ReactNode;
  errorMessage?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Shown while nothing is chosen (react-aria's own default is English only). */
  placeholder?: string;
  /** Options shown but not choosable (e.g. a sold-out room type, whose label says why). */
  disabledKeys?: readonly string[];
  name?: string;
  className?: string;
  'data-testid'?: string;
}

export function Select({
  label,
  options,
  value,
  onChange,
  onBlur,
  description,
  errorMessage,
  isRequired,
  isDisabled,
  placeholder,
  disabledKeys,
  name,
  className,
  ...props
}: SelectProps) {
  return (
    <AriaSelect
      {...props}
      name={name}
      selectedKey={value ?? null}
      onSelectionChange={(key: Key | null) => {
        if (key !== null) onChange(String(key));
      }}
      onBlur={onBlur}
      isRequired={isRequired}
      isDisabled={isDisabled}
      placeholder={placeholder ?? '—'}
      disabledKeys={disabledKeys}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className={clsx('flex flex-col', className)}
    >
      <div className="flex items-baseline">
        <Label className={labelClasses}>{label}</Label>
        {isRequired && <RequiredMark />}
      </div>
      <Button className={clsx(inputClasses, 'flex items-center justify-between gap-2 text-left')}>
        {/* Only the text: the option's check icon would wrap onto a second line. */}
        <SelectValue className="truncate">
          {({ selectedText, defaultChildren }) => selectedText || defaultChildren}
        </SelectValue>
        <ChevronDown aria-hidden className="size-4 shrink-0 text-slate-500" />
      </Button>
      {description && !errorMessage && (
        <Text slot="description" className={descriptionClasses}>
          {description}
        </Text>
      )}
      <FieldError className={errorClasses}>{errorMessage}</FieldError>
      <Popover className="max-h-72 w-(--trigger-width) overflow-auto rounded-lg border border-slate-200 bg-white p-1 shadow-lg outline-none data-entering:animate-fade-in">
        <ListBox className="outline-none" items={options}>
          {(option) => (
            <ListBoxItem
              id={option.id}
              textValue={option.label}
              className="group flex cursor-pointer items-center justify-between gap-2 rounded-md px-2.5 py-1.5 text-sm text-slate-800 outline-none data-focused:bg-primary-soft data-selected:font-medium data-disabled:cursor-not-allowed data-disabled:text-slate-400"
            >
              {option.label}
              <Check
                aria-hidden
                className="invisible size-4 text-primary group-data-selected:visible"
              />
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
