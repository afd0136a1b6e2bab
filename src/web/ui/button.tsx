import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';
import { clsx } from 'clsx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'quiet';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 whitespace-nowrap font-medium tracking-[0.08em] uppercase ' +
  'transition-colors duration-150 disabled:cursor-not-allowed disabled:opacity-50 select-none';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-ink text-ivory hover:bg-bronze-deep border border-ink hover:border-bronze-deep',
  secondary: 'border border-ink text-ink bg-transparent hover:bg-ink hover:text-ivory',
  ghost: 'text-ink hover:text-bronze bg-transparent border border-transparent',
  quiet: 'border border-line-strong text-ink bg-ivory hover:border-ink',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-4 text-[0.6875rem]',
  md: 'h-11 px-6 text-xs',
  lg: 'h-13 px-8 text-xs',
};

export function buttonClasses(options: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return clsx(base, variants[options.variant ?? 'primary'], sizes[options.size ?? 'md'], options.className);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, className, type = 'button', ...rest },
  ref,
) {
  return <button ref={ref} type={type} className={buttonClasses({ variant, size, className })} {...rest} />;
});

export interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** A link that looks like a button: navigation stays a link for assistive technology. */
export const ButtonLink = forwardRef<HTMLAnchorElement, ButtonLinkProps>(function ButtonLink(
  { variant, size, className, ...rest },
  ref,
) {
  return <Link ref={ref} className={buttonClasses({ variant, size, className: typeof className === 'string' ? className : undefined })} {...rest} />;
});
