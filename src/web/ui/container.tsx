import type { ComponentPropsWithoutRef, ElementType } from 'react';
import { clsx } from 'clsx';

type ContainerProps<E extends ElementType> = { as?: E; size?: 'wide' | 'text' } & ComponentPropsWithoutRef<E>;

/** The page's measure: wide for grids, text for reading. */
export function Container<E extends ElementType = 'div'>({ as, size = 'wide', className, ...rest }: ContainerProps<E>) {
  const Component: ElementType = as ?? 'div';
  return (
    <Component
      className={clsx('mx-auto w-full px-5 md:px-8 lg:px-12', size === 'wide' ? 'max-w-[1360px]' : 'max-w-3xl', className)}
      {...rest}
    />
  );
}
