import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

function classes(variant: ButtonVariant, extra?: string): string {
  return ['btn', `btn-${variant}`, extra].filter(Boolean).join(' ');
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
}

/** A button (type="button" unless told otherwise, so it never submits a form by accident). */
export function Button({ variant = 'primary', className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={classes(variant, className)} {...rest} />;
}

type ButtonLinkProps = { variant?: ButtonVariant; className?: string; children: ReactNode } & (
  | ({ to: LinkProps['to'] } & Omit<LinkProps, 'to' | 'className' | 'children'>)
  | ({ href: string } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'className' | 'children'>)
);

/**
 * A link that looks like a button. `to` navigates inside the React app; `href` leaves it with a
 * full page load (sign-in, sign-out, downloads served by Nest).
 */
export function ButtonLink(props: ButtonLinkProps) {
  if ('to' in props) {
    const { variant = 'primary', className, ...rest } = props;
    return <Link className={classes(variant, className)} {...rest} />;
  }
  const { variant = 'primary', className, ...rest } = props;
  return <a className={classes(variant, className)} {...rest} />;
}
