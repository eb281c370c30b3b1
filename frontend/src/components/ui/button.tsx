import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
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

/** A form's submit button: disabled, and saying what is happening, while the submission is `pending`. */
export function SubmitButton({
  pending,
  pendingLabel,
  className,
  children,
}: {
  pending: boolean;
  pendingLabel: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Button type="submit" className={className} disabled={pending}>
      {pending ? pendingLabel : children}
    </Button>
  );
}
