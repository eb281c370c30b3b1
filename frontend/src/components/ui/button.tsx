import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router-dom';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';

export const Button = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }>(
  function Button({ variant = 'primary', className = '', type = 'button', ...props }, ref) {
    return <button ref={ref} type={type} className={`btn btn--${variant} ${className}`.trim()} {...props} />;
  },
);

export function ButtonLink({ variant = 'primary', className = '', ...props }: LinkProps & { variant?: Variant }) {
  return <Link className={`btn btn--${variant} ${className}`.trim()} {...props} />;
}
